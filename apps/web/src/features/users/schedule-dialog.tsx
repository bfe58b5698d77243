import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '@portal/shared';
import { schedulesQuery } from '../../lib/schedules';
import { ScheduleForm } from './schedule-form';
import { ScheduleHistory } from './schedule-history';

/** The Users screen's Working time dialog: a person's weeks and a form for the next (docs/product/time-model.md#schedules). */
export function ScheduleDialog({ user, onClose }: { user: UserListItem; onClose(): void }) {
  const { t } = useTranslation('schedules');
  const titleId = useId();
  const latest = useQuery(schedulesQuery(user.id)).data?.[0];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('schedules:dialog.title', { name: user.name })}</DialogTitle>
      <DialogContent>
        <ScheduleHistory userId={user.id} />
        <Divider sx={{ my: 2 }} />
        {/* A new week starts from the person's latest one (docs/product/time-model.md#schedules). */}
        <ScheduleForm key={latest?.id ?? 'standard'} userId={user.id} firstWeek={latest?.minutes} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('schedules:dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationKind } from '@portal/shared';
import { notificationsOffQuery, useSaveNotificationsOff } from './api';

const CHOICES = [
  { kind: 'leave_decided', label: 'leave:email_settings.leave_decided', adminsOnly: false },
  { kind: 'leave_requested', label: 'leave:email_settings.leave_requested', adminsOnly: true },
  { kind: 'leave_expiring', label: 'leave:email_settings.leave_expiring', adminsOnly: false },
] as const satisfies readonly { kind: NotificationKind; label: string; adminsOnly: boolean }[];

/** docs/product/leave.md#notifications: each person turns off the leave e-mails they do not want. */
export function EmailSettingsDialog({ open, isAdmin, onClose }: { open: boolean; isAdmin: boolean; onClose(): void }) {
  const { t } = useTranslation('leave');
  const titleId = useId();
  const settings = useQuery({ ...notificationsOffQuery(), enabled: open });
  const save = useSaveNotificationsOff();
  const off = settings.data ?? [];
  const toggle = (kind: NotificationKind, on: boolean) =>
    save.mutate(on ? off.filter((k) => k !== kind) : [...off, kind]);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('leave:email_settings.title')}</DialogTitle>
      <DialogContent>
        <FormGroup>
          {CHOICES.filter((choice) => isAdmin || !choice.adminsOnly).map((choice) => (
            <FormControlLabel
              key={choice.kind}
              label={t(choice.label)}
              control={
                <Switch
                  checked={!off.includes(choice.kind)}
                  disabled={!settings.data || save.isPending}
                  onChange={(event) => toggle(choice.kind, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('leave:email_settings.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

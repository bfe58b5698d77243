import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationKind } from '@portal/shared';
import { notificationsOffQuery, useSaveNotificationsOff } from '../lib/notifications';

/** A switch per kind of e-mail in NOTIFICATIONS: its label, a line saying when it comes, and who gets it. */
const CHOICES = [
  {
    kind: 'leave_decided',
    label: 'profile:email_settings.leave_decided.label',
    hint: 'profile:email_settings.leave_decided.hint',
    adminsOnly: false,
  },
  {
    kind: 'leave_expiring',
    label: 'profile:email_settings.leave_expiring.label',
    hint: 'profile:email_settings.leave_expiring.hint',
    adminsOnly: false,
  },
  {
    kind: 'weekly_reminder',
    label: 'profile:email_settings.weekly_reminder.label',
    hint: 'profile:email_settings.weekly_reminder.hint',
    adminsOnly: false,
  },
  {
    kind: 'timesheet_reminder',
    label: 'profile:email_settings.timesheet_reminder.label',
    hint: 'profile:email_settings.timesheet_reminder.hint',
    adminsOnly: false,
  },
  {
    kind: 'timesheet_reopened',
    label: 'profile:email_settings.timesheet_reopened.label',
    hint: 'profile:email_settings.timesheet_reopened.hint',
    adminsOnly: false,
  },
  {
    kind: 'leave_requested',
    label: 'profile:email_settings.leave_requested.label',
    hint: 'profile:email_settings.leave_requested.hint',
    adminsOnly: true,
  },
  {
    kind: 'client_queried',
    label: 'profile:email_settings.client_queried.label',
    hint: 'profile:email_settings.client_queried.hint',
    adminsOnly: true,
  },
  {
    kind: 'admin_digest',
    label: 'profile:email_settings.admin_digest.label',
    hint: 'profile:email_settings.admin_digest.hint',
    adminsOnly: true,
  },
] as const satisfies readonly { kind: NotificationKind; label: string; hint: string; adminsOnly: boolean }[];

/**
 * docs/product/leave.md#notifications, docs/product/closing.md#reminders: each person turns off the kinds of e-mail
 * they do not want; the kinds only administrators get are shown to administrators only. Opened from the holidays
 * screen and from the profile.
 */
export function EmailSettingsDialog({ open, isAdmin, onClose }: { open: boolean; isAdmin: boolean; onClose(): void }) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const settings = useQuery({ ...notificationsOffQuery(), enabled: open });
  const save = useSaveNotificationsOff();
  const off = settings.data ?? [];
  const toggle = (kind: NotificationKind, on: boolean) =>
    save.mutate(on ? off.filter((k) => k !== kind) : [...off, kind]);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('profile:email_settings.title')}</DialogTitle>
      <DialogContent>
        <FormGroup sx={{ gap: 1 }}>
          {CHOICES.filter((choice) => isAdmin || !choice.adminsOnly).map((choice) => (
            <FormControlLabel
              key={choice.kind}
              sx={{ alignItems: 'flex-start' }}
              label={
                <>
                  <Typography variant="body1">{t(choice.label)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(choice.hint)}
                  </Typography>
                </>
              }
              control={
                <Switch
                  checked={!off.includes(choice.kind)}
                  disabled={!settings.data || save.isPending}
                  onChange={(event) => toggle(choice.kind, event.target.checked)}
                  slotProps={{ input: { 'aria-label': t(choice.label) } }}
                />
              }
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('profile:email_settings.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

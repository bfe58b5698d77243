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
import type { NotificationKind } from '@portal/shared';
import { notificationsOffQuery, useSaveNotificationsOff } from './api';

const CHOICES: { kind: NotificationKind; label: string; adminsOnly: boolean }[] = [
  { kind: 'leave_decided', label: 'E-mail me when my leave is approved or declined', adminsOnly: false },
  { kind: 'leave_requested', label: 'E-mail me about new leave requests I confirm', adminsOnly: true },
];

/** docs/product/leave.md#notifications: each person turns off the leave e-mails they do not want. */
export function EmailSettingsDialog({ open, isAdmin, onClose }: { open: boolean; isAdmin: boolean; onClose(): void }) {
  const titleId = useId();
  const settings = useQuery({ ...notificationsOffQuery(), enabled: open });
  const save = useSaveNotificationsOff();
  const off = settings.data ?? [];
  const toggle = (kind: NotificationKind, on: boolean) =>
    save.mutate(on ? off.filter((k) => k !== kind) : [...off, kind]);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>E-mail settings</DialogTitle>
      <DialogContent>
        <FormGroup>
          {CHOICES.filter((choice) => isAdmin || !choice.adminsOnly).map((choice) => (
            <FormControlLabel
              key={choice.kind}
              label={choice.label}
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
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

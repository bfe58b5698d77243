import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { NotificationKind, NotificationSettingsResponse } from '@portal/shared';
import { api } from '../../lib/api-client';

const CHOICES: { kind: NotificationKind; label: string; adminsOnly: boolean }[] = [
  { kind: 'leave_decided', label: 'E-mail me when my leave is approved or declined', adminsOnly: false },
  { kind: 'leave_requested', label: 'E-mail me about new leave requests I confirm', adminsOnly: true },
];

/** Decisions R64: each person turns off the leave e-mails they do not want. */
export function EmailSettingsDialog({ open, isAdmin, onClose }: { open: boolean; isAdmin: boolean; onClose(): void }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: ['notifications'],
    queryFn: async () => (await api<NotificationSettingsResponse>('/user/notifications')).data.off,
    enabled: open,
  });
  const save = useMutation({
    mutationFn: async (off: NotificationKind[]) =>
      (await api<NotificationSettingsResponse>('/user/notifications', { method: 'PUT', body: { off } })).data.off,
    onSuccess: (off) => queryClient.setQueryData(['notifications'], off),
  });
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

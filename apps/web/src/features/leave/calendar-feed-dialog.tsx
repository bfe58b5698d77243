import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useToast } from '../../components/toast';
import { calendarFeedQuery, useRegenerateFeed } from './api';

/** docs/product/leave.md#calendar-feeds: private iCalendar addresses to subscribe to, with a way to make new ones. */
export function CalendarFeedDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const titleId = useId();
  const feed = useQuery({ ...calendarFeedQuery(), enabled: open });
  const regenerate = useRegenerateFeed();
  const toast = useToast();
  const absolute = (path: string) => `${window.location.origin}${path}`;
  const copy = async (path: string) => {
    await navigator.clipboard.writeText(absolute(path));
    toast('Address copied');
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Calendar feed</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Subscribe to this address in your calendar app to see your approved leave and the public holidays. Keep it
          private: anyone with the address can read it.
        </DialogContentText>
        {feed.data && (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1}>
              <TextField
                label="Your leave"
                value={absolute(feed.data.personal)}
                fullWidth
                slotProps={{ input: { readOnly: true } }}
              />
              <Button onClick={() => copy(feed.data.personal)}>Copy</Button>
            </Stack>
            {feed.data.team && (
              <Stack direction="row" spacing={1}>
                <TextField
                  label="The whole team"
                  value={absolute(feed.data.team)}
                  fullWidth
                  slotProps={{ input: { readOnly: true } }}
                />
                <Button onClick={() => copy(feed.data.team!)}>Copy</Button>
              </Stack>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          color="error"
          onClick={() =>
            regenerate.mutate(undefined, { onSuccess: () => toast('New addresses made; the old ones stopped working') })
          }
        >
          Make new addresses
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

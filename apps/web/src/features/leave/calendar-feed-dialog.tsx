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
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast';
import { calendarFeedQuery, useRegenerateFeed } from './api';

/** docs/product/leave.md#calendar-feeds: private iCalendar addresses to subscribe to, with a way to make new ones. */
export function CalendarFeedDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('leave');
  const titleId = useId();
  const feed = useQuery({ ...calendarFeedQuery(), enabled: open });
  const regenerate = useRegenerateFeed();
  const toast = useToast();
  const absolute = (path: string) => `${window.location.origin}${path}`;
  const copy = async (path: string) => {
    await navigator.clipboard.writeText(absolute(path));
    toast(t('leave:calendar_feed.copied'));
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('leave:calendar_feed.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('leave:calendar_feed.text')}</DialogContentText>
        {feed.data && (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1}>
              <TextField
                label={t('leave:calendar_feed.personal')}
                value={absolute(feed.data.personal)}
                fullWidth
                slotProps={{ input: { readOnly: true } }}
              />
              <Button onClick={() => copy(feed.data.personal)}>{t('leave:calendar_feed.copy')}</Button>
            </Stack>
            {feed.data.team && (
              <Stack direction="row" spacing={1}>
                <TextField
                  label={t('leave:calendar_feed.team')}
                  value={absolute(feed.data.team)}
                  fullWidth
                  slotProps={{ input: { readOnly: true } }}
                />
                <Button onClick={() => copy(feed.data.team!)}>{t('leave:calendar_feed.copy')}</Button>
              </Stack>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          color="error"
          onClick={() => regenerate.mutate(undefined, { onSuccess: () => toast(t('leave:calendar_feed.regenerated')) })}
        >
          {t('leave:calendar_feed.regenerate')}
        </Button>
        <Button onClick={onClose}>{t('leave:calendar_feed.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

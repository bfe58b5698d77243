import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimesheetView } from '@portal/shared';
import { monthLabel, TimesheetSummary } from '../../components/timesheet-summary';
import { useToast } from '../../components/toast';
import { useSubmitTimesheet } from '../../lib/timesheets';

/** docs/product/closing.md#summary: the month's summary, then Submit (POST /timesheets/{userId}/{month}/submit). */
export function SubmitDialog({ sheet, onClose }: { sheet: TimesheetView; onClose(): void }) {
  const { t } = useTranslation('timesheets');
  const titleId = useId();
  const submit = useSubmitTimesheet();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const month = monthLabel(sheet.month);

  const confirm = () => {
    setError(null);
    submit.mutate(
      { userId: sheet.user_id, month: sheet.month },
      {
        onSuccess: () => {
          toast(t('timesheets:submit.done', { month }));
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('timesheets:submit.title', { month })}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TimesheetSummary sheet={sheet} />
        <DialogContentText variant="body2" sx={{ mt: 2 }}>
          {t('timesheets:submit.intro')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('timesheets:submit.cancel')}</Button>
        <Button variant="contained" onClick={confirm} disabled={submit.isPending} autoFocus>
          {t('timesheets:submit.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

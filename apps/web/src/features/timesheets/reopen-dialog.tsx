import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { timesheetReopenBody, type TimesheetReopenBody, type TimesheetView } from '@portal/shared';
import { FormDialog } from '../../components/form-dialog';
import { monthLabel } from '../../components/timesheet-summary';
import { useToast } from '../../components/toast';
import { textFieldProps } from '../../lib/form';
import { useReopenTimesheet } from './api';

/** docs/product/closing.md#timesheets: reopening a month says why; the person gets the comment by e-mail. */
export function ReopenDialog({ sheet, onClose }: { sheet: TimesheetView; onClose(): void }) {
  const { t } = useTranslation('timesheets');
  const reopen = useReopenTimesheet();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TimesheetReopenBody>({ resolver: zodResolver(timesheetReopenBody), defaultValues: { comment: '' } });
  const month = monthLabel(sheet.month);

  const onSubmit = handleSubmit(({ comment }) => {
    setError(null);
    reopen.mutate(
      { userId: sheet.user_id, month: sheet.month, comment },
      {
        onSuccess: () => {
          toast(t('timesheets:reopen.done', { name: sheet.name, month }));
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  });

  return (
    <FormDialog
      title={t('timesheets:reopen.title', { name: sheet.name, month })}
      onSubmit={onSubmit}
      onClose={onClose}
      cancelLabel={t('timesheets:reopen.cancel')}
      submitLabel={t('timesheets:reopen.confirm')}
      submitDisabled={reopen.isPending}
    >
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <DialogContentText variant="body2" sx={{ mb: 2 }}>
        {t('timesheets:reopen.intro', { name: sheet.name })}
      </DialogContentText>
      <TextField
        label={t('timesheets:reopen.comment')}
        multiline
        minRows={3}
        fullWidth
        autoFocus
        {...textFieldProps(register('comment'), errors.comment)}
      />
    </FormDialog>
  );
}

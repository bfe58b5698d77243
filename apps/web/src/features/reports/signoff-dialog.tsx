import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { signoffBody, type SignoffBody } from '@portal/shared';
import { FormDialog } from '../../components/form-dialog';
import { ApiError } from '../../lib/api-client';
import { textFieldProps } from '../../lib/form';

/**
 * docs/product/closing.md#client-sign-off: the client approves a month (a confirmation) or queries it (a required
 * comment). Who signs is the signed-in CLIENT user or the sign-off link's contact, never a name typed here.
 */
export function SignoffDialog({
  decision,
  monthLabel,
  onDecide,
  onClose,
}: {
  decision: SignoffBody['decision'];
  /** 'October 2026' */
  monthLabel: string;
  onDecide(body: SignoffBody): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useTranslation(['signoffs', 'common']);
  const textId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignoffBody>({
    resolver: zodResolver(signoffBody),
    defaultValues: { decision, comment: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await onDecide({ decision, ...(decision === 'query' && { comment: body.comment }) });
      onClose();
    } catch (failure) {
      setServerError(decisionFailure(t, failure));
    }
  });
  const approving = decision === 'approve';
  return (
    <FormDialog
      title={
        approving
          ? t('signoffs:approve.title', { month: monthLabel })
          : t('signoffs:query.title', { month: monthLabel })
      }
      maxWidth="xs"
      describedBy={textId}
      onSubmit={onSubmit}
      onClose={onClose}
      cancelLabel={t('common:actions.cancel')}
      submitLabel={approving ? t('signoffs:approve.confirm') : t('signoffs:query.confirm')}
      submitDisabled={isSubmitting}
    >
      <Stack spacing={2}>
        <DialogContentText id={textId}>
          {approving ? t('signoffs:approve.text') : t('signoffs:query.text')}
        </DialogContentText>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        {!approving && (
          <TextField
            label={t('signoffs:query.comment')}
            multiline
            minRows={3}
            required
            autoFocus
            {...textFieldProps(register('comment'), errors.comment)}
          />
        )}
      </Stack>
    </FormDialog>
  );
}

/**
 * Why a decision was refused, by its own code (docs/product/closing.md#client-sign-off): a month approved meanwhile
 * (409 SIGNOFF_ALREADY_APPROVED) says so in the screen's words; any other refusal shows the server's message.
 */
export function decisionFailure(t: (key: string) => string, failure: unknown): string {
  if (failure instanceof ApiError && failure.code === 'SIGNOFF_ALREADY_APPROVED') {
    return t('signoffs:errors.already_approved');
  }
  return failure instanceof Error ? failure.message : t('signoffs:errors.failed');
}

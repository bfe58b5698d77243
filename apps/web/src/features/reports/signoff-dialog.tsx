import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { signoffBody, type SignoffBody } from '@portal/shared';
import { ApiError } from '../../lib/api-client';
import { textFieldProps } from '../../lib/form';

/** Through the share link the signer says who they are (docs/product/closing.md#client-sign-off). */
const signedByName = signoffBody.refine((body) => (body.name ?? '').length > 0, {
  message: 'validation:signoff_name_required',
  path: ['name'],
});

/**
 * docs/product/closing.md#client-sign-off: the client approves a month (a confirmation) or queries it (a required
 * comment); through the share link both ask for the signer's name.
 */
export function SignoffDialog({
  decision,
  monthLabel,
  askName,
  onDecide,
  onClose,
}: {
  decision: SignoffBody['decision'];
  /** 'October 2026' */
  monthLabel: string;
  askName: boolean;
  onDecide(body: SignoffBody): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useTranslation(['signoffs', 'common']);
  const titleId = useId();
  const textId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignoffBody>({
    resolver: zodResolver(askName ? signedByName : signoffBody),
    defaultValues: { decision, comment: '', name: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await onDecide({
        decision,
        ...(decision === 'query' && { comment: body.comment }),
        ...(askName && { name: body.name }),
      });
      onClose();
    } catch (failure) {
      setServerError(decisionFailure(t, failure));
    }
  });
  const approving = decision === 'approve';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="xs">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>
          {approving
            ? t('signoffs:approve.title', { month: monthLabel })
            : t('signoffs:query.title', { month: monthLabel })}
        </DialogTitle>
        <DialogContent>
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
            {askName && (
              <TextField
                label={t('signoffs:fields.name')}
                required
                autoComplete="name"
                autoFocus={approving}
                {...textFieldProps(register('name'), errors.name)}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {approving ? t('signoffs:approve.confirm') : t('signoffs:query.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Why a decision was refused, by its code: a month approved meanwhile says so (409 CONFLICT). */
function decisionFailure(t: (key: string) => string, failure: unknown): string {
  if (failure instanceof ApiError && failure.code === 'CONFLICT') return t('signoffs:errors.already_approved');
  return failure instanceof Error ? failure.message : t('signoffs:errors.failed');
}

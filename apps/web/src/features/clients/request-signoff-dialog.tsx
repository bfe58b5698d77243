import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGE_NAMES,
  LANGUAGES,
  SIGNOFF_LINK_DAYS,
  signoffRequestBody,
  type Language,
  type SignoffRequestBody,
} from '@portal/shared';
import { FormDialog } from '../../components/form-dialog';
import { formatDate } from '../../lib/format';
import { textFieldProps, useSubmitShowingRefusal } from '../../lib/form';
import { currentLanguage } from '../../lib/i18n';
import { monthKey, useRequestSignoff } from '../../lib/signoffs';

const FIELDS = ['email', 'name', 'language'] as const;

/** This month and the eleven before it, newest first, as "YYYY-MM". */
function recentMonths(): string[] {
  const now = new Date();
  return Array.from({ length: 12 }, (_, back) => {
    const date = new Date(now.getFullYear(), now.getMonth() - back, 1);
    return monthKey(date.getFullYear(), date.getMonth() + 1);
  });
}

const monthLabelOf = (month: string) => formatDate(`${month}-01`, { month: 'long', year: 'numeric' });

/**
 * docs/product/closing.md#signoff-links: an admin e-mails a contact of the client a link that signs one month once,
 * within 14 days. Last month is offered first; the e-mail's language is the one shown unless changed.
 */
export function RequestSignoffDialog({
  client,
  onClose,
  onSent,
}: {
  client: { id: number; name: string };
  onClose(): void;
  onSent(email: string): void;
}) {
  const { t } = useTranslation(['signoffs', 'common']);
  const textId = useId();
  const months = recentMonths();
  const [month, setMonth] = useState(months[1]!);
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const send = useRequestSignoff();
  const form = useForm<SignoffRequestBody>({
    resolver: zodResolver(signoffRequestBody),
    defaultValues: { email: '', name: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, serverError } = useSubmitShowingRefusal(form, FIELDS, async (contact) => {
    await send.mutateAsync({ clientId: client.id, month, body: { ...contact, language } });
    onSent(contact.email);
    onClose();
  });

  return (
    <FormDialog
      title={t('signoffs:request.title', { client: client.name })}
      titleSx={{ overflowWrap: 'anywhere' }}
      describedBy={textId}
      onSubmit={onSubmit}
      onClose={onClose}
      cancelLabel={t('common:actions.cancel')}
      submitLabel={t('signoffs:request.send')}
      submitDisabled={isSubmitting}
    >
      <Stack spacing={2}>
        <DialogContentText id={textId}>{t('signoffs:request.text', { days: SIGNOFF_LINK_DAYS })}</DialogContentText>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <TextField
          select
          label={t('signoffs:request.month')}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        >
          {months.map((option) => (
            <MenuItem key={option} value={option}>
              {monthLabelOf(option)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('signoffs:request.name')}
          required
          autoFocus
          autoComplete="off"
          {...textFieldProps(register('name'), errors.name)}
        />
        <TextField
          label={t('signoffs:request.email')}
          type="email"
          required
          autoComplete="off"
          {...textFieldProps(register('email'), errors.email)}
        />
        <TextField
          select
          label={t('signoffs:request.language')}
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
          sx={{ maxWidth: 240 }}
        >
          {LANGUAGES.map((option) => (
            <MenuItem key={option} value={option}>
              {LANGUAGE_NAMES[option]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </FormDialog>
  );
}

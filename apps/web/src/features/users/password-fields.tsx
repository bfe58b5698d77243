import TextField from '@mui/material/TextField';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORDS_MUST_MATCH } from '@portal/shared';
import { confirmationMessage, textFieldProps } from '../../lib/form';
import { translateMessage } from '../../lib/i18n';

interface Passwords {
  password: string;
  password_confirmation: string;
}

/**
 * A new password and its confirmation (docs/product/http-contract.md#validation), in any form that has the two fields:
 * a mismatch shows as soon as the confirmation differs.
 */
export function PasswordFields<Form extends Passwords>({
  form,
  required = false,
}: {
  form: UseFormReturn<Form>;
  required?: boolean;
}) {
  const { t } = useTranslation('users');
  const {
    register,
    control,
    formState: { errors },
  } = form as unknown as UseFormReturn<Passwords>;
  const [password, confirmation] = useWatch({ control, name: ['password', 'password_confirmation'] });
  const confirmationError = confirmationMessage(
    password,
    confirmation,
    errors.password_confirmation?.message,
    PASSWORDS_MUST_MATCH,
  );
  return (
    <>
      <TextField
        label={t('users:fields.password')}
        type="password"
        autoComplete="new-password"
        required={required}
        {...textFieldProps(register('password'), errors.password)}
      />
      <TextField
        label={t('users:fields.confirm_password')}
        type="password"
        autoComplete="new-password"
        required={required}
        {...textFieldProps(register('password_confirmation'))}
        error={!!confirmationError}
        helperText={confirmationError && translateMessage(confirmationError)}
      />
    </>
  );
}

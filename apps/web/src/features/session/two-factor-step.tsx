import { styled } from '@mui/material/styles';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_CHALLENGE_TTL_MS } from '@portal/shared';
import { PlainErrorAlert } from '../../components/plain-alert';
import { PlainButton } from '../../components/plain-button';
import { PlainTextField } from '../../components/plain-text-field';
import { ApiError } from '../../lib/api-client';
import { loginWithCode } from './api';

const Fields = styled('div')({ display: 'flex', flexDirection: 'column', gap: 16 });
const Heading = styled('h2')(({ theme }) => ({ ...theme.typography.h6, margin: 0 }));
const Text = styled('p')(({ theme }) => ({
  ...theme.typography.body2,
  margin: 0,
  color: theme.palette.text.secondary,
}));

interface TwoFactorStepProps {
  challenge: string;
  onToken(token: string): void;
  /** Back to the password, with the reason when the sign-in expired. */
  onBack(expired: boolean): void;
}

/**
 * docs/product/access.md#two-factor: the login's second step, a code from the app or a recovery code for the
 * challenge of the password step. The challenge lasts 5 minutes; then the password is asked again.
 */
export function TwoFactorStep({ challenge, onToken, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation('session');
  const field = useRef<HTMLInputElement>(null);
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    const expire = setTimeout(() => onBack(true), SIGN_IN_CHALLENGE_TTL_MS);
    return () => clearTimeout(expire);
  }, [onBack]);

  const switchKind = () => {
    setRecovery((old) => !old);
    setError(undefined);
    if (field.current) field.current.value = '';
    field.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = field.current?.value.trim() ?? '';
    if (!code) {
      setError(t('session:two_factor.code_required'));
      field.current?.focus();
      return;
    }
    setError(undefined);
    setGeneralError(null);
    setSubmitting(true);
    try {
      onToken((await loginWithCode({ challenge, code })).access_token);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'SIGN_IN_CHALLENGE_EXPIRED') return onBack(true);
      if (failure instanceof ApiError && failure.code === 'BAD_TWO_FACTOR_CODE') {
        setError(failure.message);
        field.current?.select();
      } else setGeneralError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Fields>
        <Heading>{t('session:two_factor.heading')}</Heading>
        <Text>{recovery ? t('session:two_factor.recovery_hint') : t('session:two_factor.code_hint')}</Text>
        {generalError && <PlainErrorAlert>{generalError}</PlainErrorAlert>}
        <PlainTextField
          key={recovery ? 'recovery' : 'code'}
          label={recovery ? t('session:two_factor.recovery_code') : t('session:two_factor.code')}
          name="code"
          autoFocus
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          pattern={recovery ? undefined : '[0-9 ]*'}
          maxLength={recovery ? 20 : 7}
          spellCheck={false}
          autoCapitalize="none"
          inputRef={field}
          error={error}
        />
        <PlainButton type="submit" variant="contained" size="large" disabled={submitting}>
          {t('session:two_factor.submit')}
        </PlainButton>
        <PlainButton variant="text" onClick={switchKind}>
          {recovery ? t('session:two_factor.use_app') : t('session:two_factor.use_recovery')}
        </PlainButton>
        <PlainButton variant="text" onClick={() => onBack(false)}>
          {t('session:two_factor.back')}
        </PlainButton>
      </Fields>
    </form>
  );
}

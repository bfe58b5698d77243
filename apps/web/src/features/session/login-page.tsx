import { styled } from '@mui/material/styles';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { PlainErrorAlert } from '../../components/plain-alert';
import { PlainButton } from '../../components/plain-button';
import { PlainTextField } from '../../components/plain-text-field';
import { ApiError } from '../../lib/api-client';
import { translateMessage } from '../../lib/i18n';
import { login } from './api';
import { GoogleSignInLink } from './google-sign-in-link';
import { useSession } from './session-context';
import { useLoginForm } from './use-login-form';

/** Only those with a second factor need it: out of the login screen's budget (docs/decisions/0016-web-budget.md). */
const TwoFactorStep = lazy(() => import('./two-factor-step').then((module) => ({ default: module.TwoFactorStep })));

const Page = styled('main')(({ theme }) => ({
  minHeight: '100vh',
  boxSizing: 'border-box',
  display: 'grid',
  placeItems: 'center',
  padding: 16,
  backgroundColor: theme.palette.grey[100],
}));

/** MUI's Paper (elevation 2) as the card. */
const Card = styled('div')(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 400,
  padding: 24,
  [theme.breakpoints.up('sm')]: { padding: 32 },
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[2],
}));

const Title = styled('h1')(({ theme }) => ({ ...theme.typography.h5, fontWeight: 600, margin: '0 0 4px' }));

const Subtitle = styled('p')(({ theme }) => ({ ...theme.typography.body1, margin: '0 0 24px' }));

const Fields = styled('div')({ display: 'flex', flexDirection: 'column', gap: 16 });

const ForgotPasswordLink = styled(RouterLink)(({ theme }) => ({
  alignSelf: 'center',
  color: theme.palette.primary.main,
  textDecoration: 'underline',
  textDecorationColor: theme.alpha(theme.palette.primary.main, 0.4),
  '&:hover': { textDecorationColor: 'inherit' },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2, borderRadius: 2 },
}));

/**
 * Login at / (docs/product/people-and-clients.md#sign-in), with the error display of docs/product/http-contract.md#screen-messages
 * and the language switch. The schema's messages are catalogue keys; the server's come in the language shown.
 * MUI's look from plain elements: its component modules would not leave room in the login screen's
 * budget (docs/decisions/0016-web-budget.md).
 */
export default function LoginPage() {
  const { t } = useTranslation('session');
  const { startSession } = useSession();
  const [generalError, setGeneralError] = useState<string | null>(null);
  /** docs/product/access.md#two-factor: the password was right and a code is owed for this challenge. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const form = useLoginForm(async (credentials) => {
    setGeneralError(null);
    try {
      const answer = await login(credentials);
      if ('challenge' in answer) setChallenge(answer.challenge);
      else startSession(answer.access_token);
    } catch (error) {
      const fieldErrors =
        error instanceof ApiError && error.code === 'VALIDATION_FAILED' ? error.body.errors : undefined;
      if (fieldErrors) return { email: fieldErrors.email?.[0], password: fieldErrors.password?.[0] };
      setGeneralError(error instanceof Error ? error.message : String(error));
    }
  });

  const backToPassword = useCallback(
    (expired: boolean) => {
      setChallenge(null);
      setGeneralError(expired ? t('session:two_factor.expired') : null);
    },
    [t],
  );

  return (
    <Page>
      <Card>
        <Title>{t('common:app.name')}</Title>
        <Subtitle>{t('session:login.subtitle')}</Subtitle>
        {challenge !== null ? (
          <Suspense fallback={null}>
            <TwoFactorStep challenge={challenge} onToken={startSession} onBack={backToPassword} />
          </Suspense>
        ) : (
          <form onSubmit={form.onSubmit} onInput={form.onInput} noValidate>
            <Fields>
              {generalError && <PlainErrorAlert>{generalError}</PlainErrorAlert>}
              <PlainTextField
                label={t('session:login.email')}
                name="email"
                type="email"
                autoComplete="username"
                autoFocus
                inputRef={form.fields.email}
                error={form.errors.email && translateMessage(form.errors.email)}
              />
              <PlainTextField
                label={t('session:login.password')}
                name="password"
                type="password"
                autoComplete="current-password"
                inputRef={form.fields.password}
                error={form.errors.password && translateMessage(form.errors.password)}
              />
              <PlainButton type="submit" variant="contained" size="large" disabled={form.submitting}>
                {t('session:login.submit')}
              </PlainButton>
              <GoogleSignInLink onError={setGeneralError} />
              <ForgotPasswordLink to="/forgot-password">{t('session:login.forgot_password')}</ForgotPasswordLink>
            </Fields>
          </form>
        )}
        <LanguageSwitch />
      </Card>
    </Page>
  );
}

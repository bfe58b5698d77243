import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { call } from '../../lib/api-client';
import { AccountCard } from '../../components/account-card';
import { TwoFactorStep } from './two-factor-step';

interface Props {
  onToken(token: string): void;
}

/**
 * docs/product/people-and-clients.md#sign-in: shows 'Loading...', exchanges the query string for a token, stores it, goes to /.
 * An admin who owes the portal's own code (docs/product/access.md#oidc-second-factor) gets the login's code step first.
 */
export default function OidcCallbackPage({ onToken }: Props) {
  const { t } = useTranslation('session');
  const { search } = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const exchanged = useRef(false);

  const finish = useCallback(
    (token: string) => {
      onToken(token);
      navigate('/', { replace: true });
    },
    [onToken, navigate],
  );
  const back = useCallback(
    (expired: boolean) => {
      setChallenge(null);
      if (expired) setError(t('session:two_factor.expired'));
      else navigate('/', { replace: true });
    },
    [t, navigate],
  );

  useEffect(() => {
    // The provider's code works once; React's development double effects must not spend it twice.
    if (exchanged.current) return;
    exchanged.current = true;
    call('GET /auth/callback', { search })
      .then((answer) => ('challenge' in answer ? setChallenge(answer.challenge) : finish(answer.access_token)))
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  }, [search, finish]);

  if (challenge !== null) {
    return (
      <AccountCard title={t('session:google.button')}>
        <TwoFactorStep challenge={challenge} onToken={finish} onBack={back} />
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t('session:google.button')}>
      {error ? (
        <>
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
          <Link component={RouterLink} to="/">
            {t('common:account.back_to_login')}
          </Link>
        </>
      ) : (
        <Typography role="status">{t('session:oidc.loading')}</Typography>
      )}
    </AccountCard>
  );
}

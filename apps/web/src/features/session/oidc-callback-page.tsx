import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { AccessTokenResponse } from '@portal/shared';
import { api } from '../../lib/api-client';
import { AccountCard } from '../../components/account-card';

interface Props {
  onToken(token: string): void;
}

/** docs/product/people-and-clients.md#sign-in: shows 'Loading...', exchanges the query string for a token, stores it, goes to /. */
export default function OidcCallbackPage({ onToken }: Props) {
  const { t } = useTranslation('session');
  const { search } = useLocation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const exchanged = useRef(false);

  useEffect(() => {
    // The provider's code works once; React's development double effects must not spend it twice.
    if (exchanged.current) return;
    exchanged.current = true;
    api<AccessTokenResponse>(`/auth/callback${search}`)
      .then(({ access_token }) => {
        onToken(access_token);
        navigate('/', { replace: true });
      })
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  }, [search, navigate, onToken]);

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

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../components/plain-button';
import { ApiError } from '../../lib/api-client';
import { fetchGoogleSignInUrl } from './api';

/** 'Log in with Google' (docs/product/people-and-clients.md#sign-in): asks the server for the identity provider's address. */
export function GoogleSignInLink({ onError }: { onError(message: string): void }) {
  const { t } = useTranslation('session');
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      const { url } = await fetchGoogleSignInUrl();
      window.location.assign(url);
    } catch (error) {
      setBusy(false);
      onError(
        error instanceof ApiError && error.code === 'NOT_FOUND'
          ? t('session:google.not_configured')
          : error instanceof Error
            ? error.message
            : String(error),
      );
    }
  };

  return (
    <PlainButton variant="outlined" onClick={start} disabled={busy}>
      {t('session:google.button')}
    </PlainButton>
  );
}

import Button from '@mui/material/Button';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { fetchGoogleSignInUrl } from './api';

/** 'Log in with Google' (docs/product/people-and-clients.md#sign-in): asks the server for the identity provider's address. */
export function GoogleSignInLink({ onError }: { onError(message: string): void }) {
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
          ? 'Sign-in with Google is not configured on this portal.'
          : error instanceof Error
            ? error.message
            : String(error),
      );
    }
  };

  return (
    <Button variant="outlined" onClick={start} disabled={busy}>
      Log in with Google
    </Button>
  );
}

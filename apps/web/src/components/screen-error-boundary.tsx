import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from 'react-error-boundary';
import { PlainErrorAlert } from './plain-alert';
import { PlainButton } from './plain-button';

/**
 * What a screen shows instead of a blank page when it cannot be drawn: its chunk failed to load (the
 * network dropped, or a new version replaced the files) or it failed while rendering. Drawn from
 * plain elements that come with the entry: a lazy chunk of its own would fail in just these cases,
 * and MUI's Alert and Button would weigh on the login screen (docs/decisions/0016-web-budget.md).
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={<ScreenFailed />}>{children}</ErrorBoundary>;
}

function ScreenFailed() {
  const { t } = useTranslation('common');
  return (
    <PlainErrorAlert
      action={
        <PlainButton variant="text" color="inherit" size="small" onClick={() => window.location.reload()}>
          {t('common:states.reload')}
        </PlainButton>
      }
    >
      {t('common:states.screen_failed')}
    </PlainErrorAlert>
  );
}

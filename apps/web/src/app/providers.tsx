import CssBaseline from '@mui/material/CssBaseline';
// The provider MUI's own ThemeProvider hands a theme without CSS variables to: MUI's would bring its
// CSS-variables provider and colour-scheme script into the entry too (docs/decisions/0016-web-budget.md).
import { ThemeProvider } from '@mui/system';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ToastProvider } from '../components/toast';
import { SessionProvider } from '../features/session/session-context';
import { currentLanguage, i18n } from '../lib/i18n';
import { themeFor } from './theme';

/** What every screen needs; React Query comes with the screens that fetch (app/query-provider.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useShownLanguage();
  useEffect(() => onLanguageChange(nameTheDocument), []);
  return (
    // MUI's own texts (page controls, close buttons) in the language shown.
    <ThemeProvider theme={themeFor(language)}>
      <CssBaseline />
      <BrowserRouter>
        <SessionProvider>
          <ToastProvider>{children}</ToastProvider>
        </SessionProvider>
      </BrowserRouter>
    </ThemeProvider>
  );
}

/** The browser tab's title: the portal's name in the language shown, once its texts are in. */
function nameTheDocument() {
  if (i18n.exists('common:app.name')) document.title = i18n.t('common:app.name');
}

const onLanguageChange = (changed: () => void) => {
  i18n.on('languageChanged', changed);
  return () => i18n.off('languageChanged', changed);
};

/** The language shown, rendering again when it changes (without suspending, as useTranslation would). */
function useShownLanguage() {
  return useSyncExternalStore(onLanguageChange, currentLanguage);
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import ClientTimeLogPage from './client-time-log-page';

/**
 * /timelog/client/{id}?key=… without signing in (docs/product/roles-and-access.md#share-links): the report in a plain frame, in the
 * browser's language with a switch (docs/product/languages.md#choice).
 */
export default function SharedClientLogPage() {
  // Outside the signed-in routes: the namespace loads here, under the route's Suspense.
  const { t } = useTranslation('reports');
  return (
    <Box component="main" sx={{ maxWidth: 1000, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2, fontWeight: 600 }}>
        {t('reports:client_log.shared_title')}
      </Typography>
      <ClientTimeLogPage />
      <LanguageSwitch />
    </Box>
  );
}

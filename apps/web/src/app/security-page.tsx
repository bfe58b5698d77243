import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiTokensPanel } from '../features/api-tokens/api-tokens-panel';
import { TwoFactorPanel } from '../features/two-factor/two-factor-panel';

/** docs/product/access.md: a person's own sign-in security, reached from the profile at the sidebar's foot; the shell
 * puts the two features' panels together, as features do not import each other. */
export default function SecurityPage() {
  const { t } = useTranslation('security');
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Typography variant="body2" color="text.secondary">
        {t('security:intro')}
      </Typography>
      <Paper sx={{ p: 2 }}>
        <TwoFactorPanel />
      </Paper>
      <Paper sx={{ p: 2 }}>
        <ApiTokensPanel />
      </Paper>
    </Stack>
  );
}

import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useUpdateSignedInUser } from '../../lib/signed-in-user';
import { SetupSteps } from './setup-steps';

/**
 * docs/product/access.md#two-factor: with the admins' requirement on, an admin without a second factor sees only
 * this until it is set up; the server refuses everything else meanwhile.
 */
export default function ForcedSetupPage({ onLogout }: { onLogout(): Promise<void> }) {
  const { t } = useTranslation('two-factor');
  const updateMe = useUpdateSignedInUser();
  return (
    <Stack
      component="main"
      sx={{ minHeight: '100vh', boxSizing: 'border-box', p: 2, alignItems: 'center', bgcolor: 'grey.100' }}
    >
      <Paper sx={{ width: '100%', maxWidth: 640, boxSizing: 'border-box', p: { xs: 2, sm: 4 }, my: { sm: 4 } }}>
        <Stack spacing={2}>
          <Typography component="h1" variant="h5">
            {t('two-factor:forced.heading')}
          </Typography>
          <Typography variant="body2">{t('two-factor:forced.text')}</Typography>
          <SetupSteps
            onFinished={() =>
              updateMe({
                two_factor_enabled: true,
                two_factor_enabled_at: new Date().toISOString(),
                two_factor_setup_required: false,
              })
            }
          />
          <Stack direction="row">
            <Button onClick={() => void onLogout()}>{t('two-factor:forced.sign_out')}</Button>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** docs/product/roles-and-access.md#routes. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
      <Typography component="h2" variant="h4">
        {t('common:not_found.title')}
      </Typography>
      <Typography color="textSecondary">{t('common:not_found.text')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('common:not_found.home')}
      </Button>
    </Stack>
  );
}

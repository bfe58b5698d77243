import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** docs/product/roles-and-access.md#routes. */
export default function NotFoundPage() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
      <Typography component="h2" variant="h4">
        Page Not Found
      </Typography>
      <Typography color="text.secondary">
        The page you are looking for does not exist or might have been removed.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to Home
      </Button>
    </Stack>
  );
}

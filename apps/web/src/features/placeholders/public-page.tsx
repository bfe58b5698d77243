import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** A page reachable without signing in whose screen belongs to a later issue: its title only. */
export function PublicPage({ title }: { title: string }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Paper sx={{ width: '100%', maxWidth: 400, p: 4 }} elevation={2}>
        <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Link component={RouterLink} to="/">
          Back to login
        </Link>
      </Paper>
    </Box>
  );
}

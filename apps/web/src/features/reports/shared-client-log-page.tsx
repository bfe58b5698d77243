import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ClientTimeLogPage from './client-time-log-page';

/** /timelog/client/{id}?key=… without signing in (docs/product/roles-and-access.md#share-links): the report in a plain frame. */
export default function SharedClientLogPage() {
  return (
    <Box component="main" sx={{ maxWidth: 1000, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2, fontWeight: 600 }}>
        Client time log
      </Typography>
      <ClientTimeLogPage />
    </Box>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The centred card of the pages reached without signing in (docs/product/people-and-clients.md#sign-in). */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Paper sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }} elevation={2}>
        <Typography component="h1" variant="h5" sx={{ mb: 2, fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}

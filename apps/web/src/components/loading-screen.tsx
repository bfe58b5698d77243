import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Spec §2.1: a spinner while a stored session loads. */
export function LoadingScreen({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

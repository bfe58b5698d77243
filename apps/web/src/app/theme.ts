import { createTheme } from '@mui/material/styles';

const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** People who ask their system for less motion get no transitions (browser tests ask for it too). */
export const theme = createTheme({
  palette: {
    primary: { main: '#1d4ed8' },
    background: { default: '#f5f6f8' },
  },
  shape: { borderRadius: 8 },
  ...(reducedMotion && {
    transitions: { create: () => 'none' },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: true } },
    },
  }),
});

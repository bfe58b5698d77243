import { deDE, enUS, type Localization } from '@mui/material/locale';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { Language } from '@portal/shared';

/** A pale background with a dark text that keeps AA contrast on it (docs/product/README.md#accessibility). */
interface Tone {
  bg: string;
  fg: string;
}

const tone = {
  blue: { bg: '#dbeafe', fg: '#1e3a8a' },
  green: { bg: '#dcfce7', fg: '#14532d' },
  orange: { bg: '#ffedd5', fg: '#7c2d12' },
  red: { bg: '#fee2e2', fg: '#7f1d1d' },
  yellow: { bg: '#fef9c3', fg: '#713f12' },
  slate: { bg: '#f1f5f9', fg: '#334155' },
} satisfies Record<string, Tone>;

/** Full colours of marks, dots and bars. */
const mark = {
  blue: '#3b82f6',
  green: '#16a34a',
  amber: '#f59e0b',
  red: '#dc2626',
  yellow: '#eab308',
  gold: '#facc15',
};

const white = '#fff';
/** The sidebar's background, and the text of a chip on white. */
const ink = '#111827';

/** Every colour of the portal's own, beside MUI's palette: screens name them, never a hex value. */
const portal = {
  /** docs/product/roles-and-access.md#menus: the dark sidebar and what sits on it. */
  sidebar: {
    bg: ink,
    text: white,
    secondaryText: 'rgba(255,255,255,0.75)',
    fieldLabel: 'rgba(255,255,255,0.8)',
    fieldOutline: 'rgba(255,255,255,0.5)',
    divider: 'rgba(255,255,255,0.12)',
    hover: 'rgba(255,255,255,0.08)',
    active: 'rgba(255,255,255,0.14)',
  },
  /** docs/product/time-and-week.md#day-status, and the weekly status that repeats them. */
  dayStatus: {
    success: tone.green,
    insufficient: tone.orange,
    overtime: tone.red,
    nat_holiday: tone.yellow,
    holiday: tone.blue,
    upcoming: tone.slate,
  },
  /** docs/product/time-and-week.md#dashboard TRACKING strip and the hours bar. */
  dayMark: {
    success: mark.green,
    insufficient: mark.amber,
    overtime: mark.red,
    nat_holiday: mark.yellow,
    holiday: mark.blue,
  },
  /** docs/product/leave.md#statuses on the holidays calendar and the person's requests. */
  leave: {
    pending: { bg: '#bfdbfe', fg: tone.blue.fg },
    approved: { bg: '#bbf7d0', fg: tone.green.fg },
    declined: { bg: mark.red, fg: '#ffffff' },
    national: tone.yellow,
    none: { bg: '#ffffff', fg: 'inherit' },
  },
  /** The same statuses as chips on Handle Holidays; anything else white. */
  leaveChip: {
    pending: tone.blue,
    approved: tone.green,
    declined: { bg: '#fecaca', fg: tone.red.fg },
    other: { bg: white, fg: ink },
  },
  /** docs/product/closing.md#client-sign-off: a client's month on the Clients screen. */
  signoff: {
    pending: { bg: white, fg: ink },
    approved: tone.green,
    queried: tone.orange,
    notStarted: { bg: tone.slate.bg, fg: tone.slate.fg },
  },
  /** A dark orange that keeps AA contrast on white (the theme's warning.dark does not). */
  away: '#9a3412',
  /** docs/product/reports.md#team-calendar team calendar. */
  teamCalendar: {
    pending: mark.blue,
    approved: mark.green,
    national: mark.gold,
    /**
     * docs/product/time-and-week.md#constants: six colours for client assignments, none of them a blue, green or yellow that could
     * be read as a leave mark (Pending, Approved, National Holiday) of the row above.
     */
    clients: ['#c4b5fd', '#f9a8d4', '#fdba74', '#5eead4', '#d6d3d1', '#d4a373'],
    dayLine: tone.slate.bg,
  },
  /** The focal point's marker: a white ring with a black edge, seen on any picture. */
  focalMarker: { ring: white, edge: '#000' },
};

export type PortalPalette = typeof portal;

declare module '@mui/material/styles' {
  interface Palette {
    portal: PortalPalette;
  }
  interface PaletteOptions {
    portal?: PortalPalette;
  }
}

const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** People who ask their system for less motion get no transitions (browser tests ask for it too). */
const options: ThemeOptions = {
  palette: {
    primary: { main: '#1d4ed8' },
    background: { default: '#f5f6f8' },
    portal,
  },
  shape: { borderRadius: 8 },
  ...(reducedMotion && {
    transitions: { create: () => 'none' },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: true } },
      // Page controls wrap on a phone instead of widening the page ("Zeilen pro Seite:" is long).
      MuiTablePagination: { styleOverrides: { toolbar: { flexWrap: 'wrap' } } },
    },
  }),
};

/** MUI's own texts (page controls, close buttons) in each language; English is MUI's default. */
const MUI_LOCALES: Record<Language, Localization> = { en: enUS, de: deDE };

/** The portal's theme with MUI's texts in English. */
export const theme = createTheme(options, enUS);

const themes: Partial<Record<Language, Theme>> = { en: theme };

/** The theme with MUI's own texts in `language`, made once per language. */
export function themeFor(language: Language): Theme {
  return (themes[language] ??= createTheme(options, MUI_LOCALES[language]));
}

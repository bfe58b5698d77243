import { describe, expect, it } from 'vitest';
import { themeFor } from './theme';

// app/providers.tsx gives the theme to @mui/system's ThemeProvider, which is what MUI's own
// ThemeProvider does with a theme without CSS variables (docs/decisions/0016-web-budget.md). A theme
// with them would need MUI's provider back.
describe('the theme', () => {
  it.each(['en', 'de'] as const)('has neither CSS variables nor colour schemes (%s)', (language) => {
    const theme = themeFor(language);

    expect('vars' in theme).toBe(false);
    expect('colorSchemes' in theme).toBe(false);
  });
});

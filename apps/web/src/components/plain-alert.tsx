import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

const AlertRoot = styled('div')(({ theme }) => ({
  ...theme.typography.body2,
  display: 'flex',
  padding: '6px 16px',
  borderRadius: theme.shape.borderRadius,
  color: theme.darken(theme.palette.error.light, 0.6),
  backgroundColor: theme.lighten(theme.palette.error.light, 0.9),
}));

const AlertIcon = styled('div')(({ theme }) => ({
  display: 'flex',
  marginRight: 12,
  padding: '7px 0',
  fontSize: 22,
  opacity: 0.9,
  color: theme.palette.error.main,
}));

const AlertMessage = styled('div')({ padding: '8px 0', minWidth: 0, overflow: 'auto' });

const AlertAction = styled('div')({
  display: 'flex',
  alignItems: 'flex-start',
  padding: '4px 0 0 16px',
  marginLeft: 'auto',
  marginRight: -8,
});

/** MUI's ErrorOutline icon. */
const ERROR_ICON =
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z';

/**
 * MUI's standard error Alert (role "alert", its icon, colours and spacing) from plain elements, for
 * the login screen and the entry (docs/decisions/0016-web-budget.md).
 */
export function PlainErrorAlert({ action, children }: { action?: ReactNode; children: ReactNode }) {
  return (
    <AlertRoot role="alert">
      <AlertIcon>
        <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
          <path d={ERROR_ICON} />
        </svg>
      </AlertIcon>
      <AlertMessage>{children}</AlertMessage>
      {action && <AlertAction>{action}</AlertAction>}
    </AlertRoot>
  );
}

import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserView } from '@portal/shared';
import { Sidebar } from './sidebar';

export const SIDEBAR_WIDTH = 240;
const SIDEBAR_CLOSED_WIDTH = 64;

interface AppShellProps {
  user: UserView;
  /** The section name's catalogue key, whole ('common:routes.holidays'). */
  title: string;
  onLogout(): Promise<void>;
  topBar?: ReactNode;
  children: ReactNode;
}

/**
 * docs/product/roles-and-access.md#menus: a collapsible dark sidebar (240px open), a top bar with the section name; below
 * 600px the sidebar is a temporary drawer.
 */
export function AppShell({ user, title, onLogout, topBar, children }: AppShellProps) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const open = isMobile ? mobileOpen : desktopOpen;
  const width = isMobile ? 0 : desktopOpen ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH;

  const toggle = () => (isMobile ? setMobileOpen((v) => !v) : setDesktopOpen((v) => !v));
  const logout = async () => {
    await onLogout();
    navigate('/');
  };

  const sidebar = (
    <Sidebar
      user={user}
      open={isMobile || desktopOpen}
      onNavigate={() => setMobileOpen(false)}
      onOpenRequest={() => setDesktopOpen(true)}
      onLogout={logout}
    />
  );
  const { sidebar: colours } = theme.palette.portal;
  const paperSx = { bgcolor: colours.bg, color: colours.text, boxSizing: 'border-box' as const, overflowX: 'hidden' };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={1}
        sx={{ width: { sm: `calc(100% - ${width}px)` }, ml: { sm: `${width}px` } }}
      >
        <Toolbar>
          <IconButton
            edge="start"
            onClick={toggle}
            aria-label={open ? t('common:menu.close') : t('common:menu.open')}
            aria-expanded={open}
            sx={{ mr: 1 }}
          >
            {open && !isMobile ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
          <Typography component="h1" variant="h6" noWrap sx={{ fontWeight: 600 }}>
            {t(title)}
          </Typography>
          {topBar}
        </Toolbar>
      </AppBar>
      {isMobile ? (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          ModalProps={{ keepMounted: true }}
          slotProps={{ paper: { sx: { ...paperSx, width: SIDEBAR_WIDTH }, 'aria-label': t('common:menu.drawer') } }}
        >
          {sidebar}
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          open
          slotProps={{ paper: { sx: { ...paperSx, width } } }}
          sx={{ width, flexShrink: 0 }}
        >
          {sidebar}
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}

import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Tooltip from '@mui/material/Tooltip';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { UserView } from '@portal/shared';
import { SidebarProfile } from '../../features/profile/sidebar-profile';
import { isGroup, menuFor, type MenuGroup, type MenuLink } from './menu';
import { MenuIconView } from './menu-icon';

interface SidebarProps {
  user: UserView;
  /** Open shows labels and expanded groups; closed shows the icons only. */
  open: boolean;
  onNavigate(): void;
  onOpenRequest(): void;
  onLogout(): void;
}

/** The dark side menu of docs/product/roles-and-access.md#menus: entries by role, groups, and the foot with the person. */
export function Sidebar({ user, open, onNavigate, onOpenRequest, onLogout }: SidebarProps) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        sx={{
          px: 2.5,
          py: 2,
          minHeight: 64,
          display: 'flex',
          alignItems: 'center',
        }}
      >
        <Typography variant="h6" component="div" noWrap sx={{ fontWeight: 700 }}>
          {open ? t('common:app.name') : t('common:app.short_name')}
        </Typography>
      </Box>
      <Box component="nav" aria-label={t('common:menu.main')} sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <MenuList>
          {menuFor(user.role_id).map((entry) =>
            isGroup(entry) ? (
              <SidebarGroup
                key={entry.label}
                group={entry}
                open={open}
                onNavigate={onNavigate}
                onOpenRequest={onOpenRequest}
              />
            ) : (
              <SidebarLink key={entry.to} link={entry} open={open} onNavigate={onNavigate} />
            ),
          )}
        </MenuList>
      </Box>
      <SidebarFoot user={user} open={open} onLogout={onLogout} />
    </Box>
  );
}

function SidebarLink({
  link,
  open,
  nested = false,
  onNavigate,
}: {
  link: MenuLink;
  open: boolean;
  nested?: boolean;
  onNavigate(): void;
}) {
  const { t } = useTranslation('common');
  const label = t(link.label);
  return (
    <li>
      <Tooltip title={open ? '' : label} placement="right">
        <NavLink
          to={link.to}
          end
          onClick={onNavigate}
          className={nested && open ? 'menu-entry nested' : 'menu-entry'}
          aria-label={open ? undefined : label}
        >
          <span className="menu-icon">
            <MenuIconView icon={link.icon} />
          </span>
          {open && <span className="menu-label">{label}</span>}
        </NavLink>
      </Tooltip>
    </li>
  );
}

function SidebarGroup({
  group,
  open,
  onNavigate,
  onOpenRequest,
}: {
  group: MenuGroup;
  open: boolean;
  onNavigate(): void;
  onOpenRequest(): void;
}) {
  const { t } = useTranslation('common');
  const label = t(group.label);
  const { pathname } = useLocation();
  const containsCurrent = group.children.some((child) => child.to === pathname);
  const [expanded, setExpanded] = useState(true);
  const listId = `menu-group-${group.icon}`;
  const toggle = () => {
    if (!open) onOpenRequest();
    else setExpanded((value) => !value);
  };
  return (
    <li>
      <Tooltip title={open ? '' : label} placement="right">
        <button
          type="button"
          onClick={toggle}
          aria-expanded={open && expanded}
          aria-controls={listId}
          aria-label={open ? undefined : label}
          className={containsCurrent && !open ? 'menu-entry active' : 'menu-entry'}
        >
          <span className="menu-icon">
            <MenuIconView icon={group.icon} />
          </span>
          {open && <span className="menu-label">{label}</span>}
          {open && (expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />)}
        </button>
      </Tooltip>
      <Collapse in={open && expanded} timeout="auto" unmountOnExit>
        <ul id={listId}>
          {group.children.map((child) => (
            <SidebarLink key={child.to} link={child} open={open} nested onNavigate={onNavigate} />
          ))}
        </ul>
      </Collapse>
    </li>
  );
}

function SidebarFoot({ user, open, onLogout }: { user: UserView; open: boolean; onLogout(): void }) {
  const { t } = useTranslation('common');
  const logout = t('common:menu.logout');
  return (
    <Box sx={{ borderTop: (theme) => `1px solid ${theme.palette.portal.sidebar.divider}` }}>
      <SidebarProfile user={user} open={open} />
      <MenuList sx={{ py: 0 }}>
        <li>
          <Tooltip title={open ? '' : logout} placement="right">
            <a
              href="/#"
              onClick={(event: MouseEvent) => {
                event.preventDefault();
                onLogout();
              }}
              className="menu-entry"
              aria-label={open ? undefined : logout}
            >
              <span className="menu-icon">
                <LogoutIcon fontSize="small" />
              </span>
              {open && <span className="menu-label">{logout}</span>}
            </a>
          </Tooltip>
        </li>
      </MenuList>
    </Box>
  );
}

/**
 * The menu's look as one set of rules, as MUI's dense list drew it: its entries are plain links and
 * buttons, so the menu renders no MUI list components for each of its twenty entries (docs/decisions/0016-web-budget.md).
 */
const MenuList = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: theme.spacing(1, 0),
  '& ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& .menu-entry': {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    boxSizing: 'border-box',
    padding: theme.spacing(0.5, 2, 0.5, 2.5),
    border: 0,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&:hover': { backgroundColor: theme.palette.portal.sidebar.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.portal.sidebar.text}`, outlineOffset: -2 },
    '&.active': { backgroundColor: theme.palette.portal.sidebar.active },
  },
  '& .menu-entry.nested': { paddingLeft: theme.spacing(4) },
  '& .menu-icon': { display: 'inline-flex', flexShrink: 0, minWidth: 36 },
  '& .menu-label': { ...theme.typography.body2, flex: '1 1 auto', minWidth: 0, margin: '4px 0' },
}));

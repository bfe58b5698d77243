import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type MouseEvent } from 'react';
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

/** The dark side menu of spec §2.2: entries by role, groups, and the foot with the person. */
export function Sidebar({ user, open, onNavigate, onOpenRequest, onLogout }: SidebarProps) {
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
          {open ? 'Staff Portal' : 'SP'}
        </Typography>
      </Box>
      <Box component="nav" aria-label="Main menu" sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <List dense>
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
        </List>
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
  return (
    <ListItem disablePadding>
      <Tooltip title={open ? '' : link.label} placement="right">
        <ListItemButton
          component={NavLink}
          to={link.to}
          end
          onClick={onNavigate}
          sx={{
            pl: nested && open ? 4 : 2.5,
            '&.active': { bgcolor: 'rgba(255,255,255,0.14)' },
          }}
          aria-label={open ? undefined : link.label}
        >
          <ListItemIcon sx={{ color: 'inherit', minWidth: 36 }}>
            <MenuIconView icon={link.icon} />
          </ListItemIcon>
          {open && <ListItemText primary={link.label} />}
        </ListItemButton>
      </Tooltip>
    </ListItem>
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
  const { pathname } = useLocation();
  const containsCurrent = group.children.some((child) => child.to === pathname);
  const [expanded, setExpanded] = useState(true);
  const listId = `menu-group-${group.icon}`;
  const toggle = () => {
    if (!open) onOpenRequest();
    else setExpanded((value) => !value);
  };
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <Tooltip title={open ? '' : group.label} placement="right">
        <ListItemButton
          onClick={toggle}
          aria-expanded={open && expanded}
          aria-controls={listId}
          aria-label={open ? undefined : group.label}
          sx={{
            pl: 2.5,
            ...(containsCurrent && !open ? { bgcolor: 'rgba(255,255,255,0.14)' } : {}),
          }}
        >
          <ListItemIcon sx={{ color: 'inherit', minWidth: 36 }}>
            <MenuIconView icon={group.icon} />
          </ListItemIcon>
          {open && <ListItemText primary={group.label} />}
          {open && (expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />)}
        </ListItemButton>
      </Tooltip>
      <Collapse in={open && expanded} timeout="auto" unmountOnExit>
        <List dense disablePadding id={listId}>
          {group.children.map((child) => (
            <SidebarLink key={child.to} link={child} open={open} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

function SidebarFoot({ user, open, onLogout }: { user: UserView; open: boolean; onLogout(): void }) {
  return (
    <Box sx={{ borderTop: '1px solid rgba(255,255,255,0.12)' }}>
      <SidebarProfile user={user} open={open} />
      <List dense disablePadding>
        <ListItem disablePadding>
          <Tooltip title={open ? '' : 'Logout'} placement="right">
            <ListItemButton
              component="a"
              href="/#"
              onClick={(event: MouseEvent) => {
                event.preventDefault();
                onLogout();
              }}
              sx={{ pl: 2.5 }}
              aria-label={open ? undefined : 'Logout'}
            >
              <ListItemIcon sx={{ color: 'inherit', minWidth: 36 }}>
                <LogoutIcon fontSize="small" />
              </ListItemIcon>
              {open && <ListItemText primary="Logout" />}
            </ListItemButton>
          </Tooltip>
        </ListItem>
      </List>
    </Box>
  );
}

import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WorkIcon from '@mui/icons-material/Work';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Role, type UserListItem, type UserView } from '@portal/shared';
import type { Dialogs } from './dialogs';

/** Edit, deactivate, new password, two-factor reset, clients, working time; what docs/product/roles-and-access.md#super-admin refuses is not offered. */
export function UserActions({
  user,
  viewer,
  onEdit,
  onDialog,
}: {
  user: UserListItem;
  viewer: UserView;
  onEdit(): void;
  onDialog(dialog: Dialogs): void;
}) {
  const { t } = useTranslation('users');
  const protectedTarget = user.role_id === Role.SUPER_ADMIN && viewer.role_id !== Role.SUPER_ADMIN;
  if (protectedTarget || user.status === 'inactive') return null;
  const actions = [
    { label: t('users:actions.edit', { name: user.name }), icon: <EditIcon fontSize="small" />, onClick: onEdit },
    {
      label: t('users:actions.new_password', { name: user.name }),
      icon: <KeyIcon fontSize="small" />,
      onClick: () => onDialog({ kind: 'password', user }),
    },
    // docs/product/access.md#two-factor: offered only when there is a second factor to reset.
    ...(user.two_factor_enabled
      ? [
          {
            label: t('users:actions.reset_two_factor', { name: user.name }),
            icon: <PhonelinkEraseIcon fontSize="small" />,
            onClick: () => onDialog({ kind: 'reset-two-factor', user }),
          },
        ]
      : []),
    ...(user.role_id !== Role.CLIENT
      ? [
          {
            label: t('users:actions.manage_clients', { name: user.name }),
            icon: <WorkIcon fontSize="small" />,
            onClick: () => onDialog({ kind: 'clients', userId: user.id }),
          },
          {
            label: t('users:actions.working_time', { name: user.name }),
            icon: <ScheduleIcon fontSize="small" />,
            onClick: () => onDialog({ kind: 'schedule', user }),
          },
        ]
      : []),
    ...(user.id !== viewer.id
      ? [
          {
            label: t('users:actions.deactivate', { name: user.name }),
            icon: <PersonOffIcon fontSize="small" />,
            onClick: () => onDialog({ kind: 'deactivate', user }),
          },
        ]
      : []),
  ];
  return (
    <Stack direction="row">
      {actions.map((action) => (
        <Tooltip key={action.label} title={action.label}>
          <IconButton size="small" aria-label={action.label} onClick={action.onClick}>
            {action.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}

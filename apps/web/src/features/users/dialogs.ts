import type { UserListItem } from '@portal/shared';

/** Which dialog of the users screen is open. */
export type Dialogs =
  | { kind: 'none' }
  | { kind: 'add' }
  | { kind: 'deactivate'; user: UserListItem }
  | { kind: 'password'; user: UserListItem }
  | { kind: 'reset-two-factor'; user: UserListItem }
  | { kind: 'clients'; userId: number }
  | { kind: 'schedule'; user: UserListItem };

import { createContext, useContext } from 'react';
import type { CurrentUserView, UserView } from '@portal/shared';

/** The signed-in person, provided by the shell to every page behind sign-in. */
export const SignedInUserContext = createContext<UserView | null>(null);

/** Merges a change the server confirmed (the profile update, two-factor sign-in) into the signed-in person. */
export const SignedInUserUpdateContext = createContext<((changes: Partial<CurrentUserView>) => void) | null>(null);

export function useSignedInUser(): UserView {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser is for pages behind sign-in');
  return user;
}

export function useUpdateSignedInUser(): (changes: Partial<CurrentUserView>) => void {
  const update = useContext(SignedInUserUpdateContext);
  if (!update) throw new Error('useUpdateSignedInUser is for pages behind sign-in');
  return update;
}

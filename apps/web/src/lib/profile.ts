import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language, UserView } from '@portal/shared';
import { call } from './api-client';
import { directoryKeys } from './directory';
import { useUpdateSignedInUser } from './signed-in-user';

export interface ProfileChange {
  name?: string;
  picture?: File;
  focalPoint?: string;
  /** The person's language (docs/product/languages.md). */
  language?: Language;
}

/**
 * docs/product/people-and-clients.md#profile: multipart; the returned data.data replaces the current user (and, with
 * its language, the language shown: features/session/session-context.tsx).
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const updateSignedInUser = useUpdateSignedInUser();
  return useMutation({
    mutationFn: async (change: ProfileChange) => {
      const form = new FormData();
      if (change.name !== undefined) form.append('name', change.name);
      if (change.picture) form.append('profile_picture', change.picture);
      if (change.focalPoint !== undefined) form.append('profile_picture_focal_point', change.focalPoint);
      if (change.language !== undefined) form.append('language', change.language);
      return (await call('POST /user/profile', { body: form })).data;
    },
    onSuccess: (user) => {
      updateSignedInUser(user);
      // The people lists, the users screen and the people with their skills (lib/directory.ts).
      void queryClient.invalidateQueries({ queryKey: directoryKeys.people });
    },
  });
}

/** docs/product/people-and-clients.md#profile-pictures: only jpg, jpeg, png (the server checks the bytes, docs/product/people-and-clients.md#profile-pictures). */
export const PICTURE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

export function isAcceptedPicture(file: File): boolean {
  return /\.(jpe?g|png)$/i.test(file.name) && ['image/jpeg', 'image/png', ''].includes(file.type);
}

/** docs/product/http-contract.md#endpoints: pictures load from the back-end host unless already a full URL. */
export function pictureSrc(user: Pick<UserView, 'profile_picture'>): string | null {
  const path = user.profile_picture;
  if (!path) return null;
  if (/^https?:\/\//.test(path)) return path;
  const base = import.meta.env.VITE_API_BASE as string | undefined;
  return base && /^https?:\/\//.test(base) ? new URL(path, base).toString() : path;
}

import { useState } from 'react';
import type { UserView } from '@portal/shared';
import { useUpdateProfile } from '../lib/profile';
import { useToast } from './toast';

/**
 * The Edit/Save toggle of the signed-in person's name and picture (docs/product/people-and-clients.md#profile):
 * Edit starts from the saved name, Save sends the name and a new picture when either changed.
 */
export function useProfileEditor(user: UserView) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.name);
  const [picture, setPicture] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();
  const toast = useToast();

  const toggle = () => {
    if (!editing) {
      setName(user.name);
      setPicture(null);
      setError(null);
      return setEditing(true);
    }
    if (!name.trim()) return setError('Name is required');
    if (name.trim() === user.name && !picture) return setEditing(false);
    update.mutate(
      { name: name.trim(), ...(picture && { picture }) },
      {
        onSuccess: () => {
          setEditing(false);
          toast('Profile updated successfully');
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return { editing, toggle, name, setName, picture, setPicture, error, setError, update };
}

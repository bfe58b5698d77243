import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserView } from '@portal/shared';
import { useUpdateProfile } from '../lib/profile';
import { useToast } from './toast';

/** The editor's message for an empty name (a catalogue key). */
export const NAME_REQUIRED = 'profile:editor.name_required';

/** The editor's message for a file that is not a jpg, jpeg or png picture (a catalogue key). */
export const WRONG_PICTURE = 'profile:editor.wrong_picture';

/**
 * The Edit/Save toggle of the signed-in person's name and picture (docs/product/people-and-clients.md#profile):
 * Edit starts from the saved name, Save sends the name and a new picture when either changed. `error` is
 * a catalogue key (the editor's own messages) or the server's message: shown with translateMessage().
 */
export function useProfileEditor(user: UserView) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.name);
  const [picture, setPicture] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();
  const toast = useToast();
  const { t } = useTranslation('profile');

  const toggle = () => {
    if (!editing) {
      setName(user.name);
      setPicture(null);
      setError(null);
      return setEditing(true);
    }
    if (!name.trim()) return setError(NAME_REQUIRED);
    if (name.trim() === user.name && !picture) return setEditing(false);
    update.mutate(
      { name: name.trim(), ...(picture && { picture }) },
      {
        onSuccess: () => {
          setEditing(false);
          toast(t('profile:editor.updated'));
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return { editing, toggle, name, setName, picture, setPicture, error, setError, update };
}

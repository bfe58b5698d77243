import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdminRole, type UserView } from '@portal/shared';
import { translateMessage } from '../lib/i18n';
import { isAcceptedPicture, PICTURE_ACCEPT } from '../lib/profile';
import { EmailSettingsDialog } from './email-settings-dialog';
import { LanguageSelect } from './language-select';
import { ProfilePicture } from './profile-picture';
import { NAME_REQUIRED, useProfileEditor, WRONG_PICTURE } from './use-profile-editor';

/**
 * docs/product/people-and-clients.md#skills My Skills header (also docs/product/time-and-week.md#day-bar "Profile edit toggles between view and edit"): picture, name,
 * e-mail and an Edit/Save toggle; the name and a new picture are saved when edit mode is left. Beside it the
 * person's language, saved as soon as it is chosen, and the e-mail settings: the opt-outs per kind of e-mail
 * (docs/product/closing.md#reminders).
 */
export function ProfileHeader({ user }: { user: UserView }) {
  const { t } = useTranslation('profile');
  const { editing, toggle, name, setName, picture, setPicture, error, setError, update } = useProfileEditor(user);
  const [emailOpen, setEmailOpen] = useState(false);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!isAcceptedPicture(file)) return setError(WRONG_PICTURE);
    setError(null);
    setPicture(file);
  };

  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <ProfilePicture user={user} size={72} />
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          {editing ? (
            <>
              <TextField
                label={t('profile:editor.name')}
                size="small"
                value={name}
                onChange={(event) => setName(event.target.value)}
                error={error === NAME_REQUIRED}
              />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Button variant="outlined" component="label" size="small">
                  {t('profile:editor.choose_picture')}
                  <input
                    hidden
                    type="file"
                    accept={PICTURE_ACCEPT}
                    aria-label={t('profile:editor.picture_input')}
                    onChange={(event) => choose(event.target.files?.[0])}
                  />
                </Button>
                <Typography variant="body2" noWrap>
                  {picture ? picture.name : t('profile:editor.picture_formats')}
                </Typography>
              </Stack>
            </>
          ) : (
            <Typography variant="h6" component="p" noWrap>
              {user.name}
            </Typography>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
            {user.email}
          </Typography>
        </Stack>
        <LanguageSelect sx={{ minWidth: 140 }} />
        <Button variant="outlined" onClick={() => setEmailOpen(true)}>
          {t('profile:email_settings.open')}
        </Button>
        <Button variant={editing ? 'contained' : 'outlined'} onClick={toggle} disabled={update.isPending}>
          {editing ? t('common:actions.save') : t('common:actions.edit')}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setError(null)}>
          {translateMessage(error)}
        </Alert>
      )}
      <EmailSettingsDialog open={emailOpen} isAdmin={isAdminRole(user.role_id)} onClose={() => setEmailOpen(false)} />
    </Paper>
  );
}

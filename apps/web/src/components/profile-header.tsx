import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UserView } from '@portal/shared';
import { isAcceptedPicture, PICTURE_ACCEPT } from '../lib/profile';
import { ProfilePicture } from './profile-picture';
import { useProfileEditor } from './use-profile-editor';

/**
 * docs/product/people-and-clients.md#skills My Skills header (also docs/product/time-and-week.md#day-bar "Profile edit toggles between view and edit"): picture, name,
 * e-mail and an Edit/Save toggle; the name and a new picture are saved when edit mode is left.
 */
export function ProfileHeader({ user }: { user: UserView }) {
  const { editing, toggle, name, setName, picture, setPicture, error, setError, update } = useProfileEditor(user);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!isAcceptedPicture(file)) return setError('Only jpg, jpeg and png pictures can be used.');
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
                label="Name"
                size="small"
                value={name}
                onChange={(event) => setName(event.target.value)}
                error={error === 'Name is required'}
              />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Button variant="outlined" component="label" size="small">
                  Choose picture
                  <input
                    hidden
                    type="file"
                    accept={PICTURE_ACCEPT}
                    aria-label="Profile picture"
                    onChange={(event) => choose(event.target.files?.[0])}
                  />
                </Button>
                <Typography variant="body2" noWrap>
                  {picture ? picture.name : 'jpg, jpeg or png'}
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
        <Button variant={editing ? 'contained' : 'outlined'} onClick={toggle} disabled={update.isPending}>
          {editing ? 'Save' : 'Edit'}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
    </Paper>
  );
}

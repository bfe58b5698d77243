import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { UserView } from '@portal/shared';
import { LanguageSelect } from '../../components/language-select';
import { ProfilePicture } from '../../components/profile-picture';
import { useToast } from '../../components/toast';
import { useProfileEditor, WRONG_PICTURE } from '../../components/use-profile-editor';
import { translateMessage } from '../../lib/i18n';
import { isAcceptedPicture, PICTURE_ACCEPT } from '../../lib/profile';
import { FocalPointDialog } from './focal-point-dialog';

/**
 * docs/product/roles-and-access.md#menus sidebar foot: the picture (clicking it opens 'Select Focal Point'), the name editable
 * with an Edit/Save toggle (and a picture to choose while editing), the person's language, and the way to their sign-in
 * security (docs/product/access.md).
 */
export function SidebarProfile({ user, open }: { user: UserView; open: boolean }) {
  const { t } = useTranslation('profile');
  const { editing, toggle, name, setName, picture, setPicture, error, setError, update } = useProfileEditor(user);
  const [choosingPoint, setChoosingPoint] = useState(false);
  const toast = useToast();

  const saveFocalPoint = (focalPoint: string) =>
    update.mutate(
      { focalPoint },
      {
        onSuccess: () => {
          setChoosingPoint(false);
          toast(t('profile:sidebar.focal_point_saved'));
        },
        onError: (failure) => setError(failure.message),
      },
    );

  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <ButtonBase
          onClick={() => setChoosingPoint(true)}
          sx={{
            borderRadius: '50%',
            flexShrink: 0,
            '&.Mui-focusVisible': { outline: (theme) => `2px solid ${theme.palette.portal.sidebar.text}` },
          }}
        >
          <ProfilePicture user={user} size={36} />
          <Box component="span" sx={visuallyHidden}>
            {t('profile:sidebar.choose_focal_point')}
          </Box>
        </ButtonBase>
        {open && !editing && (
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {user.name}
            </Typography>
            <Typography
              variant="caption"
              noWrap
              component="div"
              sx={{ color: (theme) => theme.palette.portal.sidebar.secondaryText }}
            >
              {user.email}
            </Typography>
          </Box>
        )}
        {open && editing && (
          <TextField
            size="small"
            label={t('profile:editor.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && toggle()}
            sx={darkField}
          />
        )}
      </Box>
      {open && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" color="inherit" onClick={toggle} disabled={update.isPending}>
            {editing ? t('common:actions.save') : t('common:actions.edit')}
          </Button>
          {editing && (
            <Button size="small" color="inherit" component="label" sx={{ textTransform: 'none' }}>
              {picture ? picture.name.slice(0, 16) : t('profile:sidebar.picture')}
              <input
                hidden
                type="file"
                accept={PICTURE_ACCEPT}
                aria-label={t('profile:editor.picture_input')}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file && !isAcceptedPicture(file)) return setError(WRONG_PICTURE);
                  setPicture(file ?? null);
                }}
              />
            </Button>
          )}
          <LanguageSelect sx={darkSelect} />
          <Button size="small" color="inherit" component={RouterLink} to="/security" sx={{ textTransform: 'none' }}>
            {t('common:routes.security')}
          </Button>
        </Stack>
      )}
      {open && error && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setError(null)}>
          {translateMessage(error)}
        </Alert>
      )}
      {choosingPoint && (
        <FocalPointDialog
          user={user}
          open
          busy={update.isPending}
          onCancel={() => setChoosingPoint(false)}
          onSave={saveFocalPoint}
        />
      )}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const darkField = (theme: Theme) => ({
  flex: 1,
  '& .MuiInputBase-root': { color: theme.palette.portal.sidebar.text },
  '& .MuiInputLabel-root': { color: theme.palette.portal.sidebar.fieldLabel },
  '& .MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.portal.sidebar.fieldOutline },
});

/** Beside the Edit button, or on a line of its own while the picture's button is there too. */
const darkSelect = (theme: Theme) => ({
  ...darkField(theme),
  minWidth: 110,
  '& .MuiSelect-icon': { color: theme.palette.portal.sidebar.text },
});

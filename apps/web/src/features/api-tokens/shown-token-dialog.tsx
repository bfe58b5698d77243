import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedApiToken } from '@portal/shared';
import { useToast } from '../../components/toast';

/**
 * docs/product/access.md#api-tokens: the new token, shown this once with a Copy button. A click beside the dialog
 * does not close it, so that the token is not lost by accident; Done and Escape do.
 */
export function ShownTokenDialog({ created, onClose }: { created: CreatedApiToken; onClose(): void }) {
  const { t } = useTranslation('api-tokens');
  const titleId = useId();
  const warningId = useId();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      toast(t('api-tokens:shown.copied'));
    } catch {
      toast(t('api-tokens:shown.copy_failed'), 'error');
    }
  };
  return (
    <Dialog
      open
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
      aria-describedby={warningId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('api-tokens:shown.title', { name: created.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert id={warningId} severity="warning">
            {t('api-tokens:shown.warning')}
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label={t('api-tokens:shown.token')}
              value={created.token}
              fullWidth
              multiline
              onFocus={(event) => event.target.select()}
              // Wrapped rather than scrolled, so that the whole token is in sight on a phone too.
              slotProps={{
                input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 14, lineHeight: 1.6 } },
                htmlInput: { spellCheck: false, style: { wordBreak: 'break-all' } },
              }}
            />
            <Button variant="outlined" onClick={copy} autoFocus>
              {t('api-tokens:shown.copy')}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('api-tokens:shown.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

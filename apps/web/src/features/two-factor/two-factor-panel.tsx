import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast';
import { formatMoment } from '../../lib/format';
import { useSignedInUser, useUpdateSignedInUser } from '../../lib/signed-in-user';
import { SetupSteps } from './setup-steps';
import { TurnOffDialog } from './turn-off-dialog';

/** docs/product/access.md#two-factor: the person's own second factor: whether it is on, set it up, turn it off. */
export function TwoFactorPanel() {
  const { t } = useTranslation('two-factor');
  const me = useSignedInUser();
  const updateMe = useUpdateSignedInUser();
  const toast = useToast();
  const headingId = useId();
  const [open, setOpen] = useState<'none' | 'setup' | 'turn-off'>('none');
  const enabledAt = me.two_factor_enabled_at;

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {t('two-factor:panel.heading')}
        </Typography>
        {me.two_factor_enabled ? (
          <Chip size="small" color="success" icon={<CheckCircleIcon />} label={t('two-factor:panel.on')} />
        ) : (
          <Chip size="small" label={t('two-factor:panel.off')} />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {me.two_factor_enabled && enabledAt
          ? t('two-factor:panel.on_since', { date: formatMoment(enabledAt, { dateStyle: 'long' }) })
          : t('two-factor:panel.explain')}
      </Typography>
      <Stack direction="row">
        {me.two_factor_enabled ? (
          <Button variant="outlined" color="error" onClick={() => setOpen('turn-off')}>
            {t('two-factor:panel.turn_off')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setOpen('setup')}>
            {t('two-factor:panel.set_up')}
          </Button>
        )}
      </Stack>
      {open === 'setup' && (
        <SetupDialog
          onClose={() => setOpen('none')}
          onFinished={() => {
            setOpen('none');
            updateMe({ two_factor_enabled: true, two_factor_enabled_at: new Date().toISOString() });
            toast(t('two-factor:panel.turned_on'));
          }}
        />
      )}
      {open === 'turn-off' && (
        <TurnOffDialog
          onClose={() => setOpen('none')}
          onTurnedOff={() => {
            setOpen('none');
            updateMe({ two_factor_enabled: false, two_factor_enabled_at: null });
            toast(t('two-factor:panel.turned_off'));
          }}
        />
      )}
    </Stack>
  );
}

/** The setup in a dialog; once the codes show, it closes only through their confirmation. */
function SetupDialog({ onClose, onFinished }: { onClose(): void; onFinished(): void }) {
  const { t } = useTranslation('two-factor');
  const titleId = useId();
  const [showingCodes, setShowingCodes] = useState(false);
  return (
    <Dialog open onClose={showingCodes ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('two-factor:setup.title')}</DialogTitle>
      <DialogContent>
        <SetupSteps onFinished={onFinished} onCancel={onClose} onShowingCodes={() => setShowingCodes(true)} />
      </DialogContent>
    </Dialog>
  );
}

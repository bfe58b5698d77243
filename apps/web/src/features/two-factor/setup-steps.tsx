import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api-client';
import { translateMessage } from '../../lib/i18n';
import { useEnable, useStartSetup } from './api';
import { QrCode } from './qr-code';
import { RecoveryCodes } from './recovery-codes';

/** The secret in groups of four, as authenticator apps show and take it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

interface SetupStepsProps {
  /** The recovery codes were saved: two-factor sign-in is on. */
  onFinished(): void;
  /** Leaves before turning it on; absent where the setup is the only way on (the admins' requirement). */
  onCancel?(): void;
  /** Tells the dialog that leaving now would lose the recovery codes. */
  onShowingCodes?(): void;
}

/**
 * docs/product/access.md#two-factor: scan the QR code (or type the secret), confirm with a first code, then save the
 * ten recovery codes. A new secret is asked for as the steps open.
 */
export function SetupSteps({ onFinished, onCancel, onShowingCodes }: SetupStepsProps) {
  const { t } = useTranslation('two-factor');
  const setup = useStartSetup();
  const enable = useEnable();
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = setup.mutate;
  useEffect(() => {
    start();
  }, [start]);

  return (
    <Stack spacing={3}>
      <Stepper activeStep={codes ? 1 : 0} alternativeLabel>
        <Step>
          <StepLabel>{t('two-factor:setup.step_scan')}</StepLabel>
        </Step>
        <Step>
          <StepLabel>{t('two-factor:setup.step_codes')}</StepLabel>
        </Step>
      </Stepper>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={onFinished} />
      ) : setup.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => start()}>
              {t('two-factor:setup.retry')}
            </Button>
          }
        >
          {setup.error.message}
        </Alert>
      ) : (
        <ScanAndConfirm
          secret={setup.data?.secret}
          address={setup.data?.otpauth_url}
          pending={enable.isPending}
          failure={enable.error}
          onCancel={onCancel}
          onConfirm={(code) =>
            enable.mutate(code, {
              onSuccess: ({ recovery_codes }) => {
                setCodes(recovery_codes);
                onShowingCodes?.();
              },
            })
          }
        />
      )}
    </Stack>
  );
}

interface ScanAndConfirmProps {
  secret?: string;
  address?: string;
  pending: boolean;
  failure: Error | null;
  onCancel?(): void;
  onConfirm(code: string): void;
}

function ScanAndConfirm({ secret, address, pending, failure, onCancel, onConfirm }: ScanAndConfirmProps) {
  const { t } = useTranslation('two-factor');
  const toast = useToast();
  const secretId = useId();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldError =
    failure instanceof ApiError && failure.body.errors?.code?.[0]
      ? translateMessage(failure.body.errors.code[0])
      : null;
  const otherError = failure && !fieldError ? failure.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setMissing(true);
    onConfirm(code.trim());
  };
  const copySecret = async () => {
    if (!secret) return;
    await navigator.clipboard.writeText(secret).then(
      () => toast(t('two-factor:setup.secret_copied')),
      () => toast(t('two-factor:codes.copy_failed'), 'error'),
    );
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Typography variant="body2">{t('two-factor:setup.scan')}</Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
      >
        {address ? <QrCode value={address} label={t('two-factor:setup.qr_label')} /> : <QrPlaceholder />}
        <Stack spacing={1} sx={{ minWidth: 0, alignSelf: 'stretch' }}>
          <Typography variant="body2" id={secretId}>
            {t('two-factor:setup.type_instead')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {secret ? (
              <Box
                component="code"
                aria-labelledby={secretId}
                data-testid="two-factor-secret"
                sx={{ fontSize: '1rem', letterSpacing: '0.05em', wordBreak: 'break-word', userSelect: 'all' }}
              >
                {grouped(secret)}
              </Box>
            ) : (
              <Skeleton width={220} />
            )}
            <Tooltip title={t('two-factor:setup.copy_secret')}>
              <span>
                <IconButton aria-label={t('two-factor:setup.copy_secret')} onClick={copySecret} disabled={!secret}>
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        </Stack>
      </Stack>
      {otherError && <Alert severity="error">{otherError}</Alert>}
      <TextField
        label={t('two-factor:setup.code')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setMissing(false);
        }}
        error={missing || !!fieldError}
        helperText={missing ? t('two-factor:setup.code_required') : (fieldError ?? t('two-factor:setup.code_hint'))}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, spellCheck: false } }}
        sx={{ maxWidth: 240 }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={!secret || pending}>
          {t('two-factor:setup.turn_on')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('two-factor:setup.cancel')}</Button>}
      </Stack>
    </Stack>
  );
}

function QrPlaceholder() {
  const { t } = useTranslation('two-factor');
  return <Skeleton variant="rectangular" width={200} height={200} aria-label={t('two-factor:setup.loading')} />;
}

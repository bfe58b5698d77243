import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast';

const FILE_NAME = 'staff-portal-recovery-codes.txt';

/**
 * docs/product/access.md#two-factor: the ten recovery codes, shown this once, to download as a text file or copy;
 * the person confirms they saved them before leaving.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation('two-factor');
  const toast = useToast();
  const [saved, setSaved] = useState(false);
  const text = `${t('two-factor:codes.file_heading')}\n\n${codes.join('\n')}\n`;

  const downloadFile = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    link.download = FILE_NAME;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast(t('two-factor:codes.copied'));
    } catch {
      toast(t('two-factor:codes.copy_failed'), 'error');
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2">{t('two-factor:codes.intro')}</Typography>
      <Box
        component="ol"
        aria-label={t('two-factor:codes.list')}
        sx={{
          m: 0,
          p: { xs: 1.5, sm: 2 },
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(2, max-content)',
          justifyContent: { xs: 'space-around', sm: 'start' },
          columnGap: { xs: 2, sm: 4 },
          whiteSpace: 'nowrap',
          rowGap: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={downloadFile}>
          {t('two-factor:codes.download')}
        </Button>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
          {t('two-factor:codes.copy')}
        </Button>
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={saved} onChange={(event) => setSaved(event.target.checked)} />}
        label={t('two-factor:codes.saved')}
      />
      <Stack direction="row">
        <Button variant="contained" disabled={!saved} onClick={onDone}>
          {t('two-factor:codes.done')}
        </Button>
      </Stack>
    </Stack>
  );
}

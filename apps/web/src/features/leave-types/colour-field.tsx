import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { contrastRatio, isReadableLeaveColour, LEAVE_COLOUR_MIN_CONTRAST } from '@portal/shared';
import { LeaveTypeChip } from '../../components/leave-type-chip';
import { formatNumber } from '../../lib/format';

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export const isHexColour = (value: string) => HEX_COLOUR.test(value);

/** A colour that marks leave on white but is too light to be seen there (docs/product/leave.md#types: 3:1). */
export const isTooLight = (value: string) => isHexColour(value) && !isReadableLeaveColour(value);

interface ColourFieldProps {
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  /** The type's name for the preview chip. */
  name: string;
  /** The form's or the server's message about the colour. */
  error: string | undefined;
}

/**
 * A leave type's colour: the browser's colour picker and its hex code, a preview of the type's chip and its contrast
 * against white, with the reason when it is too light (docs/product/leave.md#types).
 */
export function ColourField({ value, onChange, onBlur, name, error }: ColourFieldProps) {
  const { t } = useTranslation('leave-types');
  const statusId = useId();
  const valid = isHexColour(value);
  const tooLight = isTooLight(value);
  // Cut, not rounded, to one decimal: 2.96 is shown as 2.9, below the 3:1 it misses.
  const ratio = valid
    ? formatNumber(Math.floor(contrastRatio(value, '#ffffff') * 10) / 10, { maximumFractionDigits: 1 })
    : null;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box
          component="input"
          type="color"
          // The picker only holds a complete colour: while the hex code is being typed it keeps the last one.
          value={valid ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange((event.target as HTMLInputElement).value)}
          onBlur={onBlur}
          aria-label={t('leave-types:dialog.colour_picker')}
          aria-describedby={statusId}
          sx={{
            width: 56,
            height: 40,
            p: 0.25,
            flexShrink: 0,
            border: 1,
            borderColor: 'grey.500',
            borderRadius: 1,
            bgcolor: 'background.paper',
            cursor: 'pointer',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        />
        <TextField
          label={t('leave-types:dialog.colour_hex')}
          size="small"
          required
          value={value}
          onChange={(event) => onChange(event.target.value.trim())}
          onBlur={onBlur}
          error={error !== undefined || tooLight}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: 7, spellCheck: false, 'aria-describedby': statusId } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="textSecondary">
          {t('leave-types:dialog.preview')}
        </Typography>
        {valid && <LeaveTypeChip name={name.trim() || t('leave-types:dialog.preview_name')} colour={value} />}
      </Stack>
      <Typography
        id={statusId}
        variant="body2"
        role="status"
        sx={{ color: tooLight ? 'error.main' : 'text.secondary', fontWeight: tooLight ? 600 : undefined }}
      >
        {ratio !== null && t('leave-types:dialog.contrast', { ratio })}
        {tooLight && ` ${t('leave-types:dialog.too_light', { min: LEAVE_COLOUR_MIN_CONTRAST })}`}
      </Typography>
    </Stack>
  );
}

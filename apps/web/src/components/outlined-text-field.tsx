import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

type Props = Omit<OutlinedInputProps, 'label' | 'error'> & { label: string; error?: boolean; helperText?: string };

/**
 * MUI's outlined TextField built from the parts it renders (same markup and look). TextField
 * itself always brings its select mode (Select, Menu, Popover, Modal), which the login screen's
 * budget cannot carry (docs/decisions/0016-web-budget.md).
 */
export function OutlinedTextField({ label, error = false, helperText, fullWidth, className, ...input }: Props) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className={['MuiTextField-root', className].filter(Boolean).join(' ')}
      error={error}
      fullWidth={fullWidth}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperTextId} fullWidth={fullWidth} {...input} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A day picked with the browser's date field; its label stays above it, where the empty field shows its format. */
export function DateField({ slotProps, ...props }: TextFieldProps) {
  return <TextField type="date" slotProps={{ inputLabel: { shrink: true }, ...slotProps }} {...props} />;
}

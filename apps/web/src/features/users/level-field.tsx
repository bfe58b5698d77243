import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LEVELS } from '@portal/shared';

/** The level choice of docs/product/people-and-clients.md#user-fields (12 levels), or none. */
export function LevelField({
  value,
  onChange,
  size,
}: {
  value: string | null;
  onChange(level: string | null): void;
  size?: 'small';
}) {
  return (
    <TextField
      select
      size={size}
      label="Level"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      sx={{ minWidth: 140 }}
    >
      <MenuItem value="">
        <em>None</em>
      </MenuItem>
      {LEVELS.map((level) => (
        <MenuItem key={level} value={level}>
          {level}
        </MenuItem>
      ))}
    </TextField>
  );
}

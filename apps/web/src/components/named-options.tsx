import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A select field's options for records with an id and a name (clients, people), the id as the value. */
export function namedOptions(records: readonly { id: number; name: string }[] | undefined) {
  return (records ?? []).map((record) => (
    <MenuItem key={record.id} value={record.id}>
      {record.name}
    </MenuItem>
  ));
}

/** A list's filter by one named record, or '' for all of them (the first option, `allLabel`). */
export function NamedFilter({
  label,
  allLabel,
  records,
  value,
  onChange,
  minWidth,
}: {
  label: string;
  allLabel: string;
  records: readonly { id: number; name: string }[] | undefined;
  value: number | '';
  onChange(value: number | ''): void;
  minWidth: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value === '' ? '' : Number(event.target.value))}
      sx={{ minWidth }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {namedOptions(records)}
    </TextField>
  );
}

import MenuItem from '@mui/material/MenuItem';
import { SmallSelect } from './small-select';

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
  allLabel,
  records,
  onChange,
  ...field
}: {
  label: string;
  allLabel: string;
  records: readonly { id: number; name: string }[] | undefined;
  value: number | '';
  onChange(value: number | ''): void;
  minWidth: number;
}) {
  return (
    <SmallSelect {...field} onChange={(value) => onChange(value === '' ? '' : Number(value))}>
      <MenuItem value="">{allLabel}</MenuItem>
      {namedOptions(records)}
    </SmallSelect>
  );
}

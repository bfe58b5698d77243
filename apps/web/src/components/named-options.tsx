import MenuItem from '@mui/material/MenuItem';

/** A select field's options for records with an id and a name (clients, people), the id as the value. */
export function namedOptions(records: readonly { id: number; name: string }[] | undefined) {
  return (records ?? []).map((record) => (
    <MenuItem key={record.id} value={record.id}>
      {record.name}
    </MenuItem>
  ));
}

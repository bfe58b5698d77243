import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';

interface RowButtonProps {
  /** What it does to which row, for a screen reader: 'Edit Berlin'. */
  label: string;
  onClick(): void;
}

/** A table row's Edit: a pencil. */
export function EditRowButton({ label, onClick }: RowButtonProps) {
  return (
    <IconButton aria-label={label} onClick={onClick}>
      <EditIcon fontSize="small" />
    </IconButton>
  );
}

/** A table row's Delete: a bin. */
export function DeleteRowButton({ label, onClick }: RowButtonProps) {
  return (
    <IconButton aria-label={label} onClick={onClick}>
      <DeleteIcon fontSize="small" />
    </IconButton>
  );
}

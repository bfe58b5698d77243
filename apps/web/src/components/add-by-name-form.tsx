import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { textFieldProps } from '../lib/form';

interface AddByNameFormProps {
  /** The form's accessible name. */
  title: string;
  fieldLabel: string;
  submitLabel: string;
  schema: z.ZodType<{ name: string }, { name: string }>;
  busy: boolean;
  /** Adds the thing; `added` empties the field. */
  onAdd(name: string, added: () => void): void;
}

/** The add form of a list of named things (clients, skills): one name field and a button. */
export function AddByNameForm({ title, fieldLabel, submitLabel, schema, busy, onAdd }: AddByNameFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ name: string }>({ resolver: zodResolver(schema), defaultValues: { name: '' } });
  const onSubmit = handleSubmit((body) => onAdd(body.name, () => reset({ name: '' })));
  return (
    <Paper sx={{ p: 2 }}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField label={fieldLabel} size="small" {...textFieldProps(register('name'), errors.name)} />
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { skillNameBody, type SkillNameBody } from '@portal/shared';
import { useToast } from '../../components/toast';
import { textFieldProps } from '../../lib/form';
import { useAddSkill } from './api';

/** docs/product/people-and-clients.md#skills skills admin: the add form; docs/product/http-contract.md#screen-messages: the server's message on failure. */
export function AddSkillForm({ onError }: { onError(message: string | null): void }) {
  const add = useAddSkill();
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SkillNameBody>({ resolver: zodResolver(skillNameBody), defaultValues: { name: '' } });
  const onSubmit = handleSubmit((body) => {
    onError(null);
    add.mutate(body.name, {
      onSuccess: () => {
        toast('Skill added successfully');
        reset({ name: '' });
      },
      onError: (failure) => onError(failure.message),
    });
  });
  return (
    <Paper sx={{ p: 2 }}>
      <form onSubmit={onSubmit} noValidate aria-label="Add skill">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField label="Name" size="small" {...textFieldProps(register('name'), errors.name)} />
          <Button type="submit" variant="contained" disabled={add.isPending}>
            Add Skill
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

import { skillNameBody } from '@portal/shared';
import { AddByNameForm } from '../../components/add-by-name-form';
import { useToast } from '../../components/toast';
import { useAddSkill } from './api';

/** docs/product/people-and-clients.md#skills skills admin: the add form; docs/product/http-contract.md#screen-messages: the server's message on failure. */
export function AddSkillForm({ onError }: { onError(message: string | null): void }) {
  const add = useAddSkill();
  const toast = useToast();
  return (
    <AddByNameForm
      title="Add skill"
      fieldLabel="Name"
      submitLabel="Add Skill"
      schema={skillNameBody}
      busy={add.isPending}
      onAdd={(name, added) => {
        onError(null);
        add.mutate(name, {
          onSuccess: () => {
            toast('Skill added successfully');
            added();
          },
          onError: (failure) => onError(failure.message),
        });
      }}
    />
  );
}

import { clientNameBody } from '@portal/shared';
import { AddByNameForm } from '../../components/add-by-name-form';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api-client';
import { useAddClient } from './api';

/** docs/product/people-and-clients.md#clients: the add form. */
export function AddClientForm({ onError }: { onError(message: string): void }) {
  const add = useAddClient();
  const toast = useToast();
  return (
    <AddByNameForm
      title="Add Client"
      fieldLabel="Client Name"
      submitLabel="Add Client"
      schema={clientNameBody}
      busy={add.isPending}
      onAdd={(name, added) =>
        add.mutate(name, {
          onSuccess: () => {
            toast('Client added successfully');
            added();
          },
          onError: (failure) => onError(failure instanceof ApiError ? failure.message : 'Error adding client'),
        })
      }
    />
  );
}

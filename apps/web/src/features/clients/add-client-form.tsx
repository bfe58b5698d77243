import { useTranslation } from 'react-i18next';
import { clientNameBody } from '@portal/shared';
import { AddByNameForm } from '../../components/add-by-name-form';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api-client';
import { useAddClient } from './api';

/** docs/product/people-and-clients.md#clients: the add form. */
export function AddClientForm({ onError }: { onError(message: string): void }) {
  const add = useAddClient();
  const toast = useToast();
  const { t } = useTranslation('clients');
  return (
    <AddByNameForm
      title={t('clients:add.title')}
      fieldLabel={t('clients:fields.name')}
      submitLabel={t('clients:add.submit')}
      schema={clientNameBody}
      busy={add.isPending}
      onAdd={(name, added) =>
        add.mutate(name, {
          onSuccess: () => {
            toast(t('clients:add.done'));
            added();
          },
          onError: (failure) => onError(failure instanceof ApiError ? failure.message : t('clients:add.failed')),
        })
      }
    />
  );
}

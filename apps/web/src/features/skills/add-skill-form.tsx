import { useTranslation } from 'react-i18next';
import { skillNameBody } from '@portal/shared';
import { AddByNameForm } from '../../components/add-by-name-form';
import { useToast } from '../../components/toast';
import { useAddSkill } from './api';

/** docs/product/people-and-clients.md#skills skills admin: the add form; docs/product/http-contract.md#screen-messages: the server's message on failure. */
export function AddSkillForm({ onError }: { onError(message: string | null): void }) {
  const add = useAddSkill();
  const toast = useToast();
  const { t } = useTranslation('skills');
  return (
    <AddByNameForm
      title={t('skills:add_skill.title')}
      fieldLabel={t('skills:field.name')}
      submitLabel={t('skills:add_skill.submit')}
      schema={skillNameBody}
      busy={add.isPending}
      onAdd={(name, added) => {
        onError(null);
        add.mutate(name, {
          onSuccess: () => {
            toast(t('skills:toast.added'));
            added();
          },
          onError: (failure) => onError(failure.message),
        });
      }}
    />
  );
}

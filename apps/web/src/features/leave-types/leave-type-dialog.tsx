import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { leaveTypeBody, type LeaveTypeBody, type LeaveTypePatch, type LeaveTypeView } from '@portal/shared';
import type { z } from 'zod';
import { FormDialog } from '../../components/form-dialog';
import { useToast } from '../../components/toast';
import { textFieldProps, useSubmitShowingRefusal } from '../../lib/form';
import { translateMessage } from '../../lib/i18n';
import { useCreateLeaveType, useUpdateLeaveType } from './api';
import { ColourField, isTooLight } from './colour-field';

type Saved = z.output<typeof leaveTypeBody>;
type Field = keyof Saved;
const FIELDS: Field[] = ['name', 'color', 'uses_allowance', 'needs_approval', 'active', 'private'];
const FLAGS = ['uses_allowance', 'needs_approval', 'active', 'private'] as const;

/** A new type: a dark teal that reads on white, needing approval, not charged to the allowance, not private. */
const NEW_TYPE: Saved = {
  name: '',
  color: '#00796b',
  uses_allowance: false,
  needs_approval: true,
  active: true,
  private: false,
};

/** A stored type's fields as the form holds them. */
const savedFields = (type: LeaveTypeView) => Object.fromEntries(FIELDS.map((field) => [field, type[field]])) as Saved;

/**
 * The fields the admin changed, and only those (PATCH /leave_types/{id}): a first type that is not renamed keeps its
 * name in each reader's language (docs/product/leave.md#types).
 */
function changedFields(type: LeaveTypeView, form: Saved): LeaveTypePatch {
  const change: LeaveTypePatch = {};
  if (form.name !== type.name) change.name = form.name;
  if (form.color !== type.color.toLowerCase()) change.color = form.color;
  for (const flag of FLAGS) if (form[flag] !== type[flag]) change[flag] = form[flag];
  return change;
}

/** Add or edit a leave type: name, colour and the four switches of docs/product/leave.md#types. */
export function LeaveTypeDialog({ type, onClose }: { type: LeaveTypeView | null; onClose(): void }) {
  const { t } = useTranslation('leave-types');
  const create = useCreateLeaveType();
  const update = useUpdateLeaveType();
  const toast = useToast();
  const form = useForm<LeaveTypeBody, unknown, Saved>({
    resolver: zodResolver(leaveTypeBody),
    defaultValues: type ? savedFields(type) : NEW_TYPE,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [name, colour] = useWatch({ control, name: ['name', 'color'] });

  const { onSubmit, serverError } = useSubmitShowingRefusal(form, FIELDS, async (saved) => {
    if (type) {
      const change = changedFields(type, saved);
      if (Object.keys(change).length > 0) await update.mutateAsync({ id: type.id, change });
    } else await create.mutateAsync(saved);
    toast(type ? t('leave-types:dialog.updated') : t('leave-types:dialog.created'));
    onClose();
  });

  return (
    <FormDialog
      title={type ? t('leave-types:dialog.edit_title', { name: type.name }) : t('leave-types:dialog.add_title')}
      onSubmit={onSubmit}
      onClose={onClose}
      cancelLabel={t('leave-types:dialog.cancel')}
      submitLabel={t('leave-types:dialog.save')}
      submitDisabled={isSubmitting || isTooLight(colour)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <TextField
          label={t('leave-types:dialog.name')}
          required
          autoFocus
          {...textFieldProps(register('name'), errors.name)}
        />
        <Controller
          control={control}
          name="color"
          render={({ field }) => (
            <ColourField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={name}
              error={errors.color?.message && translateMessage(errors.color.message)}
            />
          )}
        />
        <FlagSwitch control={control} name="uses_allowance" />
        <FlagSwitch control={control} name="needs_approval" />
        <FlagSwitch control={control} name="active" />
        <FlagSwitch control={control} name="private" />
      </Stack>
    </FormDialog>
  );
}

const FLAG_TEXTS = {
  uses_allowance: { label: 'leave-types:dialog.uses_allowance', hint: 'leave-types:dialog.uses_allowance_hint' },
  needs_approval: { label: 'leave-types:dialog.needs_approval', hint: 'leave-types:dialog.needs_approval_hint' },
  active: { label: 'leave-types:dialog.active', hint: 'leave-types:dialog.active_hint' },
  // docs/product/leave.md#private-absences.
  private: { label: 'leave-types:dialog.private', hint: 'leave-types:dialog.private_hint' },
} as const;

/** One of the type's yes-or-no fields as a switch, with what it means below. */
function FlagSwitch({
  control,
  name,
}: {
  control: Control<LeaveTypeBody, unknown, Saved>;
  name: (typeof FLAGS)[number];
}) {
  const { t } = useTranslation('leave-types');
  const hintId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Stack>
          <FormControlLabel
            label={t(FLAG_TEXTS[name].label)}
            control={
              <Switch
                checked={field.value ?? false}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref, 'aria-describedby': hintId } }}
              />
            }
          />
          <FormHelperText id={hintId} sx={{ mt: -0.5, ml: 6 }}>
            {t(FLAG_TEXTS[name].hint)}
          </FormHelperText>
        </Stack>
      )}
    />
  );
}

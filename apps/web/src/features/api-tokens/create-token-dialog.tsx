import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  API_TOKEN_DAY_PRESETS,
  API_TOKEN_MAX_DAYS,
  API_TOKEN_MIN_DAYS,
  apiTokenBody,
  type ApiTokenBody,
  type CreatedApiToken,
} from '@portal/shared';
import { FormDialog } from '../../components/form-dialog';
import { textFieldProps, useSubmitShowingRefusal } from '../../lib/form';
import { useCreateApiToken } from './api';

const FIELDS = ['name', 'expires_in_days'] as const;

/** docs/product/access.md#api-tokens: a name and an expiry of 1 to 365 days (30, 90 or 365 at a click). */
export function CreateTokenDialog({
  onClose,
  onCreated,
}: {
  onClose(): void;
  onCreated(token: CreatedApiToken): void;
}) {
  const { t } = useTranslation('api-tokens');
  const expiryId = useId();
  const create = useCreateApiToken();
  const form = useForm<ApiTokenBody>({
    resolver: zodResolver(apiTokenBody),
    defaultValues: { name: '', expires_in_days: API_TOKEN_DAY_PRESETS[0] },
  });
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, serverError } = useSubmitShowingRefusal(form, FIELDS, async (body) =>
    onCreated(await create.mutateAsync(body)),
  );
  const days = useWatch({ control, name: 'expires_in_days' });
  const nameField = textFieldProps(register('name'), errors.name);
  const daysField = textFieldProps(register('expires_in_days', { valueAsNumber: true }), errors.expires_in_days);

  return (
    <FormDialog
      title={t('api-tokens:dialog.title')}
      onSubmit={onSubmit}
      onClose={onClose}
      cancelLabel={t('api-tokens:dialog.cancel')}
      submitLabel={t('api-tokens:dialog.create')}
      submitDisabled={isSubmitting}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {serverError && <Alert severity="error">{serverError}</Alert>}
        <TextField
          label={t('api-tokens:dialog.name')}
          required
          autoFocus
          {...nameField}
          helperText={nameField.helperText || t('api-tokens:dialog.name_hint')}
        />
        <Stack spacing={1.5}>
          <Typography id={expiryId} variant="body2" color="text.secondary">
            {t('api-tokens:dialog.expiry')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-labelledby={expiryId}
            value={API_TOKEN_DAY_PRESETS.find((preset) => preset === days) ?? null}
            onChange={(_event, preset: number | null) =>
              preset !== null && setValue('expires_in_days', preset, { shouldValidate: true })
            }
            sx={{ flexWrap: 'wrap' }}
          >
            {API_TOKEN_DAY_PRESETS.map((preset) => (
              <ToggleButton key={preset} value={preset}>
                {t('api-tokens:dialog.preset', { count: preset })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <TextField
            label={t('api-tokens:dialog.days')}
            type="number"
            required
            slotProps={{ htmlInput: { min: API_TOKEN_MIN_DAYS, max: API_TOKEN_MAX_DAYS, step: 1 } }}
            {...daysField}
            helperText={
              daysField.helperText ||
              t('api-tokens:dialog.days_hint', { min: API_TOKEN_MIN_DAYS, max: API_TOKEN_MAX_DAYS })
            }
            sx={{ maxWidth: 200 }}
          />
        </Stack>
      </Stack>
    </FormDialog>
  );
}

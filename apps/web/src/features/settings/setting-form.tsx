import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import type { SettingsBody } from '@portal/shared';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api-client';
import { translateMessage } from '../../lib/i18n';
import { useSaveSettings } from './api';

interface SettingFormProps {
  heading: string;
  /** The explanation under the fields; `hintId` lets a field name it as its description. */
  hint?: ReactNode;
  hintId?: string;
  /** A failure that belongs to no field. */
  error?: string | null;
  canSave: boolean;
  saveLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}

/** One setting of the Settings screen (docs/product/closing.md#settings): its heading, fields, hint and Save button. */
export function SettingForm({
  heading,
  hint,
  hintId,
  error,
  canSave,
  saveLabel,
  onSubmit,
  children,
}: SettingFormProps) {
  const headingId = useId();
  return (
    <Stack
      component="form"
      noValidate
      aria-labelledby={headingId}
      spacing={1.5}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Typography id={headingId} component="h2" variant="h6">
        {heading}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {children}
      {hint && (
        <Typography id={hintId} variant="body2" color="textSecondary">
          {hint}
        </Typography>
      )}
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={!canSave}>
          {saveLabel}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * Saves one setting with PATCH /settings: a toast once saved; on failure the server's message for `field`
 * (`fieldError`) or, for any other failure, its message (`error`).
 */
export function useSettingSave(field: keyof SettingsBody, savedMessage: string) {
  const save = useSaveSettings();
  const toast = useToast();
  const [failure, setFailure] = useState<{ field: boolean; message: string } | null>(null);
  const submit = (change: SettingsBody) => {
    setFailure(null);
    save.mutate(change, {
      onSuccess: () => toast(savedMessage),
      onError: (error) => {
        const fieldMessage = error instanceof ApiError ? error.body.errors?.[field]?.[0] : undefined;
        setFailure(
          fieldMessage === undefined
            ? { field: false, message: error.message }
            : { field: true, message: translateMessage(fieldMessage) },
        );
      },
    });
  };
  return {
    submit,
    pending: save.isPending,
    error: failure && !failure.field ? failure.message : null,
    fieldError: failure?.field ? failure.message : null,
  };
}

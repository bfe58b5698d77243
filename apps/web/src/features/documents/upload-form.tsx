import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { documentFields } from '@portal/shared';
import { useToast } from '../../components/toast';
import { textFieldProps } from '../../lib/form';
import { translateMessage } from '../../lib/i18n';
import { useUploadDocument } from './api';
import { DOCUMENT_TYPE_KEYS } from './document-types';

/** docs/product/people-and-clients.md#documents: all four fields required, a PDF only (the server checks the bytes). */
const uploadSchema = z.object({
  file: z
    .custom<File | null>()
    .refine((file): file is File => file instanceof File, 'documents:upload.file_required')
    .refine((file) => !file || /\.pdf$/i.test(file.name), 'documents:upload.pdf_only'),
  title: documentFields.shape.title,
  description: documentFields.shape.description,
  type: z.string().regex(/^[0-3]$/, 'documents:upload.type_required'),
});
type UploadValues = z.input<typeof uploadSchema>;

export function UploadForm({ onError }: { onError(message: string | null): void }) {
  const { t } = useTranslation('documents');
  const upload = useUploadDocument();
  const toast = useToast();
  const empty: UploadValues = { file: null, title: '', description: '', type: '' };
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<UploadValues>({ resolver: zodResolver(uploadSchema), defaultValues: empty });

  const onSubmit = handleSubmit((values) => {
    onError(null);
    if (!(values.file instanceof File)) return;
    upload.mutate(
      { file: values.file, title: values.title, description: values.description, type: values.type },
      {
        onSuccess: () => {
          toast(t('documents:upload.uploaded'));
          reset(empty);
        },
        // docs/product/http-contract.md#screen-messages: the server's message, and the view scrolls to the top.
        onError: (failure) => {
          onError(failure.message);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        },
      },
    );
  });

  return (
    <Paper sx={{ p: 2 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {t('documents:upload.heading')}
      </Typography>
      <form onSubmit={onSubmit} noValidate aria-label={t('documents:upload.form')}>
        <Stack spacing={2}>
          <Controller
            control={control}
            name="file"
            render={({ field }) => (
              <FormControl error={!!errors.file}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Button variant="outlined" component="label">
                    {t('documents:upload.choose')}
                    <input
                      hidden
                      type="file"
                      accept=".pdf"
                      aria-label={t('documents:upload.file')}
                      onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                    />
                  </Button>
                  <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                    {field.value instanceof File ? field.value.name : t('documents:upload.no_file')}
                  </Typography>
                </Stack>
                {errors.file && <FormHelperText>{translateMessage(errors.file.message ?? '')}</FormHelperText>}
              </FormControl>
            )}
          />
          <TextField
            label={t('documents:field.title')}
            size="small"
            {...textFieldProps(register('title'), errors.title)}
          />
          <TextField
            label={t('documents:field.description')}
            size="small"
            multiline
            minRows={2}
            {...textFieldProps(register('description'), errors.description)}
          />
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <FormControl error={!!errors.type}>
                <FormLabel id="document-type-label">{t('documents:field.type')}</FormLabel>
                <RadioGroup row aria-labelledby="document-type-label" {...field}>
                  {DOCUMENT_TYPE_KEYS.map((key, value) => (
                    <FormControlLabel key={key} value={String(value)} control={<Radio />} label={t(key)} />
                  ))}
                </RadioGroup>
                {errors.type && <FormHelperText>{translateMessage(errors.type.message ?? '')}</FormHelperText>}
              </FormControl>
            )}
          />
          <div>
            <Button type="submit" variant="contained" disabled={upload.isPending}>
              {upload.isPending ? t('documents:upload.uploading') : t('documents:upload.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}

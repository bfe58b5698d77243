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
import { z } from 'zod';
import { DOCUMENT_TYPES, documentFields } from '@portal/shared';
import { useToast } from '../../components/toast';
import { textFieldProps } from '../../lib/form';
import { useUploadDocument } from './api';

/** docs/product/people-and-clients.md#documents: all four fields required, a PDF only (the server checks the bytes). */
const uploadSchema = z.object({
  file: z
    .custom<File | null>()
    .refine((file): file is File => file instanceof File, 'File is required')
    .refine((file) => !file || /\.pdf$/i.test(file.name), 'Only PDF files can be uploaded.'),
  title: documentFields.shape.title,
  description: documentFields.shape.description,
  type: z.string().regex(/^[0-3]$/, 'Type is required'),
});
type UploadValues = z.input<typeof uploadSchema>;

export function UploadForm({ onError }: { onError(message: string | null): void }) {
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
          toast('Document uploaded successfully');
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
        Upload a document
      </Typography>
      <form onSubmit={onSubmit} noValidate aria-label="Upload document">
        <Stack spacing={2}>
          <Controller
            control={control}
            name="file"
            render={({ field }) => (
              <FormControl error={!!errors.file}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Button variant="outlined" component="label">
                    Choose PDF
                    <input
                      hidden
                      type="file"
                      accept=".pdf"
                      aria-label="File"
                      onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                    />
                  </Button>
                  <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                    {field.value instanceof File ? field.value.name : 'No file chosen'}
                  </Typography>
                </Stack>
                {errors.file && <FormHelperText>{errors.file.message}</FormHelperText>}
              </FormControl>
            )}
          />
          <TextField label="Title" size="small" {...textFieldProps(register('title'), errors.title)} />
          <TextField
            label="Description"
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
                <FormLabel id="document-type-label">Type</FormLabel>
                <RadioGroup row aria-labelledby="document-type-label" {...field}>
                  {DOCUMENT_TYPES.map((label, value) => (
                    <FormControlLabel key={label} value={String(value)} control={<Radio />} label={label} />
                  ))}
                </RadioGroup>
                {errors.type && <FormHelperText>{errors.type.message}</FormHelperText>}
              </FormControl>
            )}
          />
          <div>
            <Button type="submit" variant="contained" disabled={upload.isPending}>
              {upload.isPending ? 'Uploading…' : 'Upload'}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}

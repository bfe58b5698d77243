import { z } from 'zod';
import { TEXT_LIMITS, tooLongMessage } from './common.js';
import { userView } from './session.js';

/** Spec §3 Document type. */
export const DOCUMENT_TYPES = ['Playbook', 'Manual', 'Legal', 'Accounts'] as const;

/** Spec §3 Document; `file_path` is a short-lived signed link to the PDF (decisions R43a). */
export const documentView = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  type: z.number().int().min(0).max(3),
  file_path: z.string(),
});
export type DocumentView = z.infer<typeof documentView>;
/** GET /files answers the list itself (R2). */
export const documentsResponse = z.array(documentView);

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** Spec §5 Document upload: the text fields (the file is checked apart, by content). */
export const documentFields = z.object({
  title: required('Title is required').pipe(
    z.string().max(TEXT_LIMITS.name, tooLongMessage('Title', TEXT_LIMITS.name)),
  ),
  description: required('Description is required').pipe(
    z.string().max(TEXT_LIMITS.note, tooLongMessage('Description', TEXT_LIMITS.note)),
  ),
  type: z
    .string({ error: 'Type is required' })
    .trim()
    .min(1, 'Type is required')
    .regex(/^[0-3]$/, 'Type is required')
    .transform(Number),
});
export type DocumentFields = z.infer<typeof documentFields>;

/** Decisions R44: 'x% y%', each 0–100. */
export const focalPoint = z
  .string()
  .max(50, { message: "The focal point must look like '50% 50%'", abort: true })
  .trim()
  .regex(/^(\d{1,3}(\.\d+)?)% (\d{1,3}(\.\d+)?)%$/, "The focal point must look like '50% 50%'")
  .refine(
    (value) => value.split(' ').every((part) => Number(part.slice(0, -1)) <= 100),
    'Each focal point value must be between 0 and 100',
  );

/** The text fields of the profile update (spec §7): a name, or only the focal point. */
export const profileFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(TEXT_LIMITS.name, tooLongMessage('Name', TEXT_LIMITS.name))
    .optional(),
  profile_picture_focal_point: focalPoint.optional(),
});
/** POST /user/profile: the changed person. */
export const profileResponse = z.object({ data: userView });

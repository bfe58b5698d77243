import { z } from 'zod';

/** Calendar date without time zone (decisions R5). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date must be in YYYY-MM-DD format', abort: true })
  .refine((value) => isRealDate(value), 'Date must be a real calendar date');

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const idParam = z.object({
  id: z.coerce.number().int().positive(),
});

/** The error body of decisions R4. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

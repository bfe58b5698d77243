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

/**
 * Record ids are PostgreSQL `integer`s: a larger id cannot exist and is refused as invalid input
 * before it reaches the database, where it would fail as an error of ours (decisions R4).
 */
export const MAX_RECORD_ID = 2_147_483_647;

export const idParam = z.object({
  id: z.coerce.number().int().positive().max(MAX_RECORD_ID),
});

/** The error body of decisions R4. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

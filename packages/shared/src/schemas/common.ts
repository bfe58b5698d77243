import { z } from 'zod';

export const FIRST_DATE = '1900-01-01';
export const LAST_DATE = '2099-12-31';

/**
 * Calendar date without time zone (decisions R5), in the years every picker offers (spec §9: 1900
 * to 2099). Outside them PostgreSQL or the week maths would fail on it (year 0000, a week that runs
 * into year 10000): an error of ours, where bad input must get a 400 (decisions R4).
 */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Date must be in YYYY-MM-DD format', abort: true })
  .refine((value) => isRealDate(value), { message: 'Date must be a real calendar date', abort: true })
  .refine((value) => value >= FIRST_DATE && value <= LAST_DATE, `Date must be between ${FIRST_DATE} and ${LAST_DATE}`);

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

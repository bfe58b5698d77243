import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.js';
import { TEXT_LIMITS } from './common.js';
import { userView } from './session.js';

/** docs/product/people-and-clients.md#profile-pictures: 'x% y%', each 0–100. */
export const focalPoint = z
  .string()
  .max(50, { message: 'validation:focal_point_format', abort: true })
  .trim()
  .regex(/^(\d{1,3}(\.\d+)?)% (\d{1,3}(\.\d+)?)%$/, 'validation:focal_point_format')
  .refine(
    (value) => value.split(' ').every((part) => Number(part.slice(0, -1)) <= 100),
    'validation:focal_point_range',
  );

/** The text fields of the profile update (docs/product/http-contract.md#endpoints): a name, or only the focal point. */
export const profileFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'validation:name_required')
    .max(TEXT_LIMITS.name, 'validation:name_too_long')
    .optional(),
  profile_picture_focal_point: focalPoint.optional(),
  /** The portal's language for this person (docs/product/languages.md). */
  language: z.enum(LANGUAGES).optional(),
});
/** POST /user/profile: the changed person. */
export const profileResponse = z.object({ data: userView });

import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.js';
import { TEXT_LIMITS, tooLongMessage } from './common.js';
import { userView } from './session.js';

/** docs/product/people-and-clients.md#profile-pictures: 'x% y%', each 0–100. */
export const focalPoint = z
  .string()
  .max(50, { message: "The focal point must look like '50% 50%'", abort: true })
  .trim()
  .regex(/^(\d{1,3}(\.\d+)?)% (\d{1,3}(\.\d+)?)%$/, "The focal point must look like '50% 50%'")
  .refine(
    (value) => value.split(' ').every((part) => Number(part.slice(0, -1)) <= 100),
    'Each focal point value must be between 0 and 100',
  );

/** The text fields of the profile update (docs/product/http-contract.md#endpoints): a name, or only the focal point. */
export const profileFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(TEXT_LIMITS.name, tooLongMessage('Name', TEXT_LIMITS.name))
    .optional(),
  profile_picture_focal_point: focalPoint.optional(),
  /** The portal's language for this person (docs/product/languages.md). */
  language: z.enum(LANGUAGES).optional(),
});
/** POST /user/profile: the changed person. */
export const profileResponse = z.object({ data: userView });

import { z } from 'zod';
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '../errors.js';

export const errorCode = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);

/** The error body of docs/product/http-contract.md#errors, #error-codes, as the OpenAPI document and the tests check it. */
export const errorBody = z.object({
  code: errorCode,
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
}) satisfies z.ZodType<ErrorBody>;

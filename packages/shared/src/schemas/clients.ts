import { z } from 'zod';
import { requiredName } from './common.js';

/** docs/product/people-and-clients.md#clients. */
export const clientNameBody = z.object({
  name: requiredName('validation:client_name_required', 'validation:client_name_too_long'),
});
export type ClientNameBody = z.infer<typeof clientNameBody>;

export const clientView = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Admins only (docs/product/roles-and-access.md#share-links). */
  share_key: z.string().optional(),
});
export type ClientView = z.infer<typeof clientView>;
export const clientResponse = z.object({ data: clientView });
export const clientsResponse = z.object({ data: z.array(clientView) });

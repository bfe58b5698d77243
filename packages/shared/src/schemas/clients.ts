import { z } from 'zod';
import { requiredName } from './common.js';

/** Spec §5 Client name. */
export const clientNameBody = z.object({ name: requiredName('Client Name is required', 'Client Name') });
export type ClientNameBody = z.infer<typeof clientNameBody>;

export const clientView = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Admins only (decisions R14). */
  share_key: z.string().optional(),
});
export type ClientView = z.infer<typeof clientView>;
export const clientResponse = z.object({ data: clientView });
export const clientsResponse = z.object({ data: z.array(clientView) });

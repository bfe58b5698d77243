import { z } from 'zod';

/** GET /health: liveness and database reachability (200 or 503). */
export const healthResponse = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'unreachable']) });

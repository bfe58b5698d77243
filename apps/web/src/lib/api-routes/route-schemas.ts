import type { z } from 'zod';

/** What the table says of one route: the schemas the server's route declares. */
export interface RouteSchemas {
  params?: z.ZodType;
  /** The query string's schema; 'search' for a query string passed on as it came. */
  query?: z.ZodType | 'search';
  /** The JSON body's schema; 'form' for a multipart upload (FormData). */
  body?: z.ZodType | 'form';
  /** The success answer's schema; `noContent` for 204. */
  answer: z.ZodType;
}

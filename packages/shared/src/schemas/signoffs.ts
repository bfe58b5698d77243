import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.js';
import { calendarYear, recordId, yearMonth } from './common.js';

/** docs/product/closing.md#client-sign-off: a client's month is pending until the client approves or queries it. */
export const SIGNOFF_STATUSES = ['pending', 'approved', 'queried'] as const;
export type SignoffStatus = (typeof SIGNOFF_STATUSES)[number];
export const SIGNOFF_DECISIONS = ['approve', 'query'] as const;

/** GET /clients/{id}/signoffs?year=&key= */
export const signoffsQuery = z.object({
  year: calendarYear,
  key: z.string().max(200).optional(),
});
export const signoffParams = z.object({ id: recordId, month: yearMonth });
export const signoffKeyQuery = z.object({ key: z.string().max(200).optional() });

/**
 * POST /clients/{id}/signoffs/{month}: a CLIENT user of the client, or anyone with its share key, who then says who
 * signs (`name`). A query needs a comment.
 */
export const signoffBody = z
  .object({
    decision: z.enum(SIGNOFF_DECISIONS, { error: 'validation:signoff_decision' }),
    comment: z.string().trim().max(TEXT_LIMITS.text, 'validation:text_too_long').optional(),
    name: z.string().trim().max(TEXT_LIMITS.name, 'validation:name_too_long').optional(),
  })
  .refine((body) => body.decision !== 'query' || (body.comment ?? '').length > 0, {
    message: 'validation:signoff_comment_required',
    path: ['comment'],
  });
export type SignoffBody = z.infer<typeof signoffBody>;

export const signoffView = z.object({
  month: z.string(),
  status: z.enum(SIGNOFF_STATUSES),
  /** Who decided: the CLIENT user's name, or the name given through the share link. */
  by: z.string().nullable(),
  at: z.string().nullable(),
  comment: z.string().nullable(),
});
export type SignoffView = z.infer<typeof signoffView>;
export const signoffResponse = z.object({ data: signoffView });
/** The months of the year that have started, January first. */
export const signoffsResponse = z.object({ data: z.array(signoffView) });

/** GET /signoffs?year= (admins): every client's decided months of a year, for the Clients screen. */
export const signoffsOverviewQuery = z.object({ year: calendarYear });
export const signoffsOverviewResponse = z.object({
  data: z.array(signoffView.extend({ client_id: z.number().int() })),
});
export type SignoffsOverviewResponse = z.infer<typeof signoffsOverviewResponse>;

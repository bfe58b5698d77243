import { z } from 'zod';
import { TEXT_LIMITS } from '../limits.js';
import { LANGUAGES } from '../i18n/languages.js';
import { calendarYear, recordId, requiredName, yearMonth } from './common.js';
import { clientMonthReportResponse } from './reports.js';
import { emailField } from './session.js';

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
 * POST /clients/{id}/signoffs/{month} (a CLIENT user of the client, signed in) and POST /signoff-link (a contact with
 * a sign-off link): who signs is the account or the link's contact, never a name typed in. A query needs a comment.
 */
export const signoffBody = z
  .object({
    decision: z.enum(SIGNOFF_DECISIONS, { error: 'validation:signoff_decision' }),
    comment: z.string().trim().max(TEXT_LIMITS.text, 'validation:text_too_long').optional(),
  })
  .refine((body) => body.decision !== 'query' || (body.comment ?? '').length > 0, {
    message: 'validation:signoff_comment_required',
    path: ['comment'],
  });
export type SignoffBody = z.infer<typeof signoffBody>;

export const signoffView = z.object({
  month: z.string(),
  status: z.enum(SIGNOFF_STATUSES),
  /** Who decided: the CLIENT user's name, or the contact a sign-off link was sent to. */
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

/**
 * POST /clients/{id}/signoffs/{month}/request (admins, docs/product/closing.md#signoff-links): e-mail a contact of the
 * client a link that signs this month once. `language` is the e-mail's; without it, the contact's account's language
 * when the address has one, else the portal's default.
 */
export const signoffRequestBody = z.object({
  email: emailField,
  name: requiredName('validation:signoff_contact_name_required'),
  language: z.enum(LANGUAGES).optional(),
});
export type SignoffRequestBody = z.infer<typeof signoffRequestBody>;

export const SIGNOFF_LINK_STATES = ['open', 'used', 'expired'] as const;

/** A sign-off request as admins see it: never its link. */
export const signoffRequestView = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  month: z.string(),
  email: z.string(),
  name: z.string(),
  requested_at: z.string(),
  expires_at: z.string(),
  state: z.enum(SIGNOFF_LINK_STATES),
});
export type SignoffRequestView = z.infer<typeof signoffRequestView>;
export const signoffRequestResponse = z.object({ data: signoffRequestView });

/** GET /signoffs/requests?year= (admins): the sign-off requests of a year's months, newest first. */
export const signoffRequestsQuery = z.object({ year: calendarYear });
export const signoffRequestsResponse = z.object({ data: z.array(signoffRequestView) });
export type SignoffRequestsResponse = z.infer<typeof signoffRequestsResponse>;

/** `?token=` of a sign-off link (docs/product/closing.md#signoff-links). */
export const signoffLinkQuery = z.object({ token: z.string().min(1).max(200) });

/** GET /signoff-link?token=: what the link's page shows: the client's month, who signs, and the month's report. */
export const signoffLinkView = z.object({
  client: z.object({ id: z.number().int(), name: z.string() }),
  month: z.string(),
  contact: z.object({ name: z.string(), email: z.string() }),
  expires_at: z.string(),
  signoff: signoffView,
  /** How many more queries links may send before an admin reopens the month. */
  queries_left: z.number().int(),
  report: clientMonthReportResponse,
});
export type SignoffLinkView = z.infer<typeof signoffLinkView>;
export const signoffLinkResponse = z.object({ data: signoffLinkView });

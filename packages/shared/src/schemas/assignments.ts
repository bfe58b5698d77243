import { z } from 'zod';
import { MAX_WEEK_HOURS } from '../limits.js';
import {
  isoDate,
  pageMeta,
  pageQueryFields,
  recordId,
  requiredDate,
  requiredRecordId,
  type PageMeta,
} from './common.js';

/** docs/product/people-and-clients.md#assignments: a client assignment with weekly hours and a date range (docs/product/people-and-clients.md#assignments). */
export const assignmentView = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  hours: z.number().int(),
  from_date: z.string(),
  to_date: z.string().nullable(),
});

export const userClientView = z.object({
  id: z.number().int(),
  name: z.string(),
  hours: z.number().int(),
  pivot: assignmentView,
});
export type UserClientView = z.infer<typeof userClientView>;
/** A person's client assignments (GET and POST /users/{id}/clients). */
export const userClientsResponse = z.object({ data: z.array(userClientView) });

/** docs/product/people-and-clients.md#assignments: "A client is required. Hours is a number with minimum 1 and step 1." */
export const assignClientBody = z
  .object({
    client: requiredRecordId('validation:client_field_required', 'validation:client_field_required'),
    hours: z
      .number({ error: 'validation:hours_required' })
      .int('validation:hours_whole')
      .min(1, 'validation:hours_min')
      .max(MAX_WEEK_HOURS, 'validation:hours_week_max'),
    /** [from] or [from, to]; no end date means open-ended. */
    dates: z.tuple([requiredDate('validation:start_date_required'), isoDate.nullable().optional()]),
  })
  .refine((body) => !body.dates[1] || body.dates[0] <= body.dates[1], {
    message: 'validation:end_before_start',
    path: ['dates', 1],
  });
export type AssignClientBody = z.infer<typeof assignClientBody>;

/** A row of the /projects overview (docs/product/people-and-clients.md#projects). */
export const assignmentRowView = z.object({
  assignment_id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  client_id: z.number().int(),
  client_name: z.string(),
  hours: z.number().int(),
  from_date: z.string(),
  to_date: z.string().nullable(),
  planned_minutes: z.number().int(),
  logged_minutes: z.number().int(),
});
export type AssignmentRowView = z.infer<typeof assignmentRowView>;
export const assignmentRowsResponse = z.object({ data: z.array(assignmentRowView), meta: pageMeta.optional() });
/** What GET /assignments answers when asked for a page. */
export interface AssignmentRowsPage {
  data: AssignmentRowView[];
  meta: PageMeta;
}

/**
 * GET /assignments: the running ones on a day, optionally of one client or person; with `page`, one page of them and its
 * `meta` (docs/product/people-and-clients.md#projects, docs/product/http-contract.md#scale).
 */
export const assignmentsQuery = z.object({
  as_of: isoDate,
  client_id: recordId.optional(),
  user_id: recordId.optional(),
  ...pageQueryFields,
});

/** DELETE /users/{id}/clients/{clientId}: all links with the client, or the one of `assignment_id`. */
export const unassignClientParams = z.object({ id: recordId, clientId: recordId });
export const unassignClientQuery = z.object({ assignment_id: recordId.optional() });

import { z } from 'zod';

/** `<token>.ics`: the secret token is the feed's credential (docs/product/leave.md#calendar-feeds). */
export const calendarFeedParams = z.object({
  file: z.string().regex(/^[\w-]{20,64}\.ics$/, 'validation:calendar_unknown'),
});

/** Your private feed addresses; `team` only for those who decide on leave. */
export const calendarFeedUrls = z.object({ personal: z.string(), team: z.string().nullable() });
export type CalendarFeedUrls = z.infer<typeof calendarFeedUrls>;
export const calendarFeedResponse = z.object({ data: calendarFeedUrls });

/* Kept apart from the schemas so that a module that needs only the numbers does not load zod. */

/** docs/product/http-contract.md#bounds: the longest text each kind of field takes, in characters. */
export const TEXT_LIMITS = {
  /** Names and titles: people, clients, skills, public holidays, documents, and those to come. */
  name: 200,
  email: 254,
  /** Notes and descriptions (docs/product/time-and-week.md#work-logs). */
  note: 5000,
  password: 128,
  /** Any other free text. */
  text: 1000,
} as const;

/** docs/product/http-contract.md#bounds: the longest lists a body may carry. */
export const LIST_LIMITS = { dates: 366, skills: 200 } as const;

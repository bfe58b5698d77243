import type { PgSelect } from 'drizzle-orm/pg-core';

/** One page of a list, counted from 1 (docs/product/http-contract.md#scale). */
export interface Page {
  number: number;
  size: number;
}

/** The rows of one page of an ordered query; every row without a page (the spec's lists answer them all). */
export function inPage<Query extends PgSelect>(query: Query, page: Page | undefined): Query {
  return page ? query.limit(page.size).offset((page.number - 1) * page.size) : query;
}

/** One page of a list and how many rows the list holds in all (`counting`, a count() query): both queries sent together. */
export async function pageAndTotal<Row>(
  rows: PromiseLike<Row[]>,
  counting: PromiseLike<{ total: number }[]>,
): Promise<{ data: Row[]; total: number }> {
  const [data, [counted]] = await Promise.all([rows, counting]);
  return { data, total: counted?.total ?? 0 };
}

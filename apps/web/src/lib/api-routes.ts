import type { z } from 'zod';
import type { noContent } from '@portal/shared';
import { ACCOUNT_AND_PEOPLE_ROUTES } from './api-routes/account-and-people';
import { WORK_AND_LEAVE_ROUTES } from './api-routes/work-and-leave';

/**
 * Every API route the web app calls, by `METHOD /path` as the server declares it (apps/server/src/features/…/routes.ts),
 * with the shared schemas of its path parameters, query string, body and answer: the server's own. The screens call a
 * route with `call('GET /users/:id', { params: { id } })` (lib/api-client.ts), which fills in the path and types the
 * options and the answer from here; the tests' stubbed server answers with `reply(route, answer)`
 * (test/stubbed-api.ts), checked against the same answer schema.
 *
 * Production code imports this module's types only (`import type`), so the schemas stay out of the entry
 * (docs/decisions/0016-web-budget.md); the tests import the table itself.
 *
 * To add an endpoint: add `'METHOD /path/:param'` to its half of the table in api-routes/ with the schemas the
 * server's route declares (`params`, `querystring` as `query`, `body`, the success `response` as `answer`, `noContent`
 * for 204; `body: 'form'` for a multipart upload), exporting any schema still missing from packages/shared beside its
 * feature's schemas; then call it with `call`. A path parameter needs a `params` schema with the same names, or the
 * table does not type-check.
 */
export const API_ROUTES = { ...ACCOUNT_AND_PEOPLE_ROUTES, ...WORK_AND_LEAVE_ROUTES };

type Table = typeof API_ROUTES;
/** A route of the table: `'GET /users/:id'`. */
export type ApiRoute = keyof Table;

/** The names of a path's parameters: `'id' | 'skillId'` for `/users/:id/skills/:skillId`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
type PathOf<R extends ApiRoute> = R extends `${string} ${infer Path}` ? Path : never;

/**
 * A value as the URL carries it: what the schema reads (a date, `'3,14,15'`); a number where the schema coerces the
 * text it reads to one.
 */
type Sent<Input, Output> = unknown extends Input ? Output : Input;
type Fields<S extends z.ZodType> = {
  [K in keyof z.input<S>]: Sent<z.input<S>[K], K extends keyof z.output<S> ? z.output<S>[K] : never>;
};

/** The path parameters of `route`, typed by its params schema. */
export type ApiParams<R extends ApiRoute> = Table[R] extends { params: infer S extends z.ZodType }
  ? z.output<S>
  : never;
/** The query string of `route`: optional fields as the schema makes them optional (a default, `.optional()`). */
export type ApiQuery<R extends ApiRoute> = Table[R] extends { query: infer S }
  ? S extends z.ZodType
    ? Fields<S>
    : never
  : never;
/** The body `route` is sent: what its schema reads (`z.input`); a FormData for an upload. */
export type ApiBody<R extends ApiRoute> = Table[R] extends { body: infer S }
  ? S extends z.ZodType
    ? z.input<S>
    : FormData
  : never;
/** What `route` answers on success: its answer schema's output; nothing (void) for 204. */
export type ApiAnswer<R extends ApiRoute> = Table[R]['answer'] extends typeof noContent
  ? void
  : z.output<Table[R]['answer']>;

/** Whether every field of `T` may be left out. */
type AllOptional<T> = Partial<T> extends T ? true : false;

type ParamsOption<R extends ApiRoute> = [ParamNames<PathOf<R>>] extends [never] ? unknown : { params: ApiParams<R> };
type QueryOption<R extends ApiRoute> = Table[R] extends { query: infer S }
  ? S extends 'search'
    ? { search: string }
    : AllOptional<ApiQuery<R>> extends true
      ? { query?: ApiQuery<R> }
      : { query: ApiQuery<R> }
  : unknown;
type BodyOption<R extends ApiRoute> = Table[R] extends { body: unknown } ? { body: ApiBody<R> } : unknown;

/** What a call of `route` says besides the route: its path parameters, query string and body, as the route has them. */
export type ApiOptions<R extends ApiRoute> = ParamsOption<R> & QueryOption<R> & BodyOption<R>;
/** The options argument of `call(route, …)`: left out when the route has nothing to say. */
export type ApiOptionsArgument<R extends ApiRoute> =
  AllOptional<ApiOptions<R>> extends true ? [options?: ApiOptions<R>] : [options: ApiOptions<R>];

/**
 * A route whose list pages on the server (docs/product/http-contract.md#scale): asked for a `page`, its answer has the
 * page's `meta`.
 */
export type PagedRoute = {
  [R in ApiRoute]: ApiAnswer<R> extends infer A
    ? A extends { data: unknown }
      ? 'meta' extends keyof A
        ? R
        : never
      : never
    : never;
}[ApiRoute];
/** The answer of a paged route asked for a page: `{data, meta}`. */
export type ApiPage<R extends PagedRoute> =
  Extract<ApiAnswer<R>, { data: unknown }> extends infer A
    ? A extends { meta?: infer Meta }
      ? Omit<A, 'meta'> & { meta: NonNullable<Meta> }
      : never
    : never;

/** A route whose path parameters and params schema name different things; none, or the check below fails. */
type MisnamedParams = {
  [R in ApiRoute]: Table[R] extends { params: z.ZodType }
    ? [ParamNames<PathOf<R>>] extends [keyof ApiParams<R>]
      ? [keyof ApiParams<R>] extends [ParamNames<PathOf<R>>]
        ? never
        : R
      : R
    : [ParamNames<PathOf<R>>] extends [never]
      ? never
      : R;
}[ApiRoute];
type Holds<T extends true> = T;
export type _ParamsNamedAsPaths = Holds<[MisnamedParams] extends [never] ? true : false>;

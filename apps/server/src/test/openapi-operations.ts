import fc from 'fast-check';
import { ERROR_CODES, errorCode } from '@portal/shared';
import { z } from 'zod';
import { valid, type Schema } from './openapi-arbitraries.js';

/** The operations of the served OpenAPI document, and how to send one (docs/decisions/0014-access-matrix-and-fuzzing.md fuzzing, docs/product/http-contract.md#bounds bounds). */

const r4Body = z.strictObject({
  code: errorCode,
  message: z.string().min(1),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** docs/product/http-contract.md#errors, #error-codes: the error body, with a code whose status in the one table is the answer's. */
export function isErrorBodyOf(status: number, body: string): boolean {
  const parsed = r4Body.safeParse(safeJson(body));
  return parsed.success && ERROR_CODES[parsed.data.code].status === status;
}

export interface Parameter {
  in: 'path' | 'query';
  name: string;
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
  /** Takes a multipart form (its description begins with the content type: the form has no JSON schema). */
  multipart: boolean;
  access: string;
}

export interface Input {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
}

export function operationsOf(
  document: { paths: Record<string, Record<string, unknown>> },
  access: Map<string, string>,
) {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema: Schema }> };
        description?: string;
      };
      const routeKey = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
        multipart: op.description?.startsWith('multipart/form-data') ?? false,
        access: access.get(routeKey) ?? 'unknown',
      });
    }
  }
  return operations;
}

export function validInput(op: Operation): fc.Arbitrary<Input> {
  const of = (place: 'path' | 'query') => op.parameters.filter((parameter) => parameter.in === place);
  const record = (parameters: Parameter[]) =>
    fc.record(Object.fromEntries(parameters.map((parameter) => [parameter.name, valid(parameter.schema)])), {
      requiredKeys: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    });
  return fc.record({
    path: record(of('path')),
    query: record(of('query')),
    body: op.body ? valid(op.body) : fc.constant(undefined),
  });
}

export function urlOf(op: Operation, input: Input): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input.path[name])));
  const query = new URLSearchParams(
    Object.entries(input.query)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();
  return query ? `${path}?${query}` : path;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

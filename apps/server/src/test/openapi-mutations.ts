import fc from 'fast-check';
import type { Input, Operation } from './openapi-operations.js';
import { badParameter, hugeString, outOfRange, takesText, wrongType, type Schema } from './openapi-arbitraries.js';

/**
 * The mutated requests of the OpenAPI fuzzing (openapi-fuzz.test.ts, docs/decisions/0014-access-matrix-and-fuzzing.md):
 * for one operation, the ways to change a valid request, each saying whether the schema must refuse the result.
 */

export interface FuzzRequest {
  label: string;
  /** The schema refuses it: the answer must be 400 (or 403/415 as above). */
  invalid: boolean;
  input: Input;
  /** Raw payload and content type instead of the JSON of input.body. */
  raw?: { contentType: string; payload: string | Buffer };
}

export type Mutation = fc.Arbitrary<(input: Input) => FuzzRequest>;

export function mutations(op: Operation): Mutation[] {
  const found: Mutation[] = [];
  const change = (label: string, invalid: boolean, edit: (input: Input) => Input) => (input: Input) => ({
    label,
    invalid,
    input: edit(structuredClone(input)),
  });

  for (const parameter of op.parameters) {
    const bad = badParameter(parameter.schema);
    const place = parameter.in;
    if (takesText(parameter.schema) || parameter.schema.type === 'integer') {
      found.push(
        fc.constant(
          change(`${place} ${parameter.name} with a NUL character`, true, (input) => ({
            ...input,
            [place]: { ...input[place], [parameter.name]: '1\u0000' },
          })),
        ),
      );
    }
    if (bad) {
      found.push(
        bad.map((value) =>
          change(`${place} ${parameter.name}=${value.slice(0, 20)}`, true, (input) => ({
            ...input,
            [place]: { ...input[place], [parameter.name]: value },
          })),
        ),
      );
    }
    if (place === 'query' && parameter.required) {
      found.push(
        fc.constant(
          change(`query ${parameter.name} missing`, true, (input) => {
            delete input.query[parameter.name];
            return input;
          }),
        ),
      );
    }
  }
  found.push(
    fc.constant(
      change('unknown query parameter', false, (input) => ({ ...input, query: { ...input.query, fuzz: 'x' } })),
    ),
  );

  const body = op.body;
  if (body) found.push(...bodyMutations(body, change));
  if (op.method !== 'GET') {
    found.push(
      fc.constantFrom('{"unterminated": ', '{,}', '[1, 2', 'null x', '\u0000').map((payload) => (input: Input) => ({
        label: `garbage JSON ${JSON.stringify(payload)}`,
        invalid: true,
        input,
        raw: { contentType: 'application/json', payload },
      })),
    );
  }
  if (body) {
    found.push(
      fc
        .constantFrom(
          ['text/plain', 'plain words'],
          ['application/xml', '<a>1</a>'],
          ['application/json; charset=latin1', '{}'],
        )
        .map(([contentType, payload]) => (input: Input) => ({
          label: `content type ${contentType}`,
          invalid: true,
          input,
          raw: { contentType: contentType!, payload: payload! },
        })),
    );
  }
  return found;
}

function bodyMutations(
  body: Schema,
  change: (label: string, invalid: boolean, edit: (input: Input) => Input) => (input: Input) => FuzzRequest,
): Mutation[] {
  const found: Mutation[] = [];
  const notThis = wrongType(body);
  if (notThis)
    found.push(notThis.map((value) => change('body of the wrong type', true, (input) => ({ ...input, body: value }))));
  const outside = outOfRange(body);
  if (outside)
    found.push(outside.map((value) => change('body out of range', true, (input) => ({ ...input, body: value }))));
  if (body.type !== 'object') return found;

  const setField = (name: string, value: unknown) => (input: Input) => ({
    ...input,
    body: { ...(input.body as object), [name]: value },
  });
  for (const [name, property] of Object.entries(body.properties ?? {})) {
    const wrong = wrongType(property);
    if (wrong) found.push(wrong.map((value) => change(`${name} of the wrong type`, true, setField(name, value))));
    const bad = outOfRange(property);
    if (bad) found.push(bad.map((value) => change(`${name} out of range`, true, setField(name, value))));
    if (takesText(property)) {
      found.push(fc.constant(change(`${name} with a NUL character`, true, setField(name, 'text \u0000 here'))));
    }
    if (property.type === 'string' && property.maxLength === undefined && !property.pattern) {
      found.push(hugeString.map((value) => change(`${name} huge or odd text`, false, setField(name, value))));
    }
  }
  for (const name of body.required ?? []) {
    found.push(
      fc.constant(
        change(`${name} missing`, true, (input) => {
          const copy = { ...(input.body as Record<string, unknown>) };
          delete copy[name];
          return { ...input, body: copy };
        }),
      ),
    );
  }
  found.push(fc.constant(change('extra properties', false, setField('unexpected_field', { deep: ['x'] }))));
  return found;
}

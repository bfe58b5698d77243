import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Page parameters out of bounds (docs/product/http-contract.md#scale), each with the field it names. */
export const PAGES_OUT_OF_BOUNDS = [
  ['page=0', 'page'],
  ['page=two', 'page'],
  ['page=100001', 'page'],
  ['page=1&page_size=251', 'page_size'],
  ['page=1&page_size=0', 'page_size'],
  ['page=1&page_size=ten', 'page_size'],
] as const;

/** docs/product/http-contract.md#errors: a page out of bounds is a 400 naming its field. */
export function expectPageRefused(response: LightMyRequestResponse, field: string): void {
  expect(response.statusCode).toBe(400);
  expect(response.json().code).toBe('VALIDATION_FAILED');
  expect(response.json().errors).toHaveProperty(field);
}

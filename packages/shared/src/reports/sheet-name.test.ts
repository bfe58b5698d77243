import { describe, expect, it } from 'vitest';
import { sheetNameOf } from './sheet-name.js';

describe('sheetNameOf: a valid XLSX sheet name whatever the names in a report (docs/product/reports.md#downloads)', () => {
  it('turns each of []:*?/\\ into a space and keeps the rest', () => {
    expect(sheetNameOf('Acme [EU] / R&D: *test?', 'Sheet')).toBe('Acme EU R&D test');
    expect(sheetNameOf('Zoë [Ops] / QA: *?', 'Sheet')).toBe('Zoë Ops QA');
    expect(sheetNameOf('a\\b', 'Sheet')).toBe('a b');
  });

  it('keeps at most 31 UTF-16 units, never splitting a letter outside the basic plane', () => {
    expect(sheetNameOf(`${'𝒜'.repeat(20)}b`, 'Sheet')).toBe('𝒜'.repeat(15));
    expect(sheetNameOf('x'.repeat(40), 'Sheet')).toBe('x'.repeat(31));
  });

  it('drops an apostrophe at either end, which Excel refuses', () => {
    expect(sheetNameOf("'Quoted'", 'Sheet')).toBe('Quoted');
  });

  it('falls back when nothing is left, or for the reserved name History', () => {
    expect(sheetNameOf('[]:*?/\\', 'Sheet')).toBe('Sheet');
    expect(sheetNameOf('', 'Sheet')).toBe('Sheet');
    expect(sheetNameOf('History', 'Sheet')).toBe('Sheet');
  });
});

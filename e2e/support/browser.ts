import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export { launchBrowser } from './chromium';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export function baseUrl(): string {
  return inject('baseUrl');
}

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe-core in the page: no serious or critical findings (docs/product/README.md#accessibility). */
export async function expectAccessible(page: Page): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    // Only the violations are read: axe skips building selectors for everything that passed.
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious).toEqual([]);
}

/**
 * The whole page; `{ fullPage: false }` for a modal, which covers the viewport only. Written only when asked for with
 * `E2E_SCREENSHOTS=on` (docs/testing.md#screenshots): `npm test` spends its time on the checks around it.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== 'on') return;
  const folder = path.resolve(import.meta.dirname, '../screenshots');
  fs.mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage });
}

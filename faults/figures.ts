import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Each fault test leaves its figures here; the global teardown writes bench/results/faults.md. */
export const FIGURES_DIR = path.join(os.tmpdir(), 'portal-faults-figures');

export function recordFigures(section: string, markdown: string): void {
  fs.mkdirSync(FIGURES_DIR, { recursive: true });
  fs.writeFileSync(path.join(FIGURES_DIR, `${section}.md`), markdown.trimEnd() + '\n');
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

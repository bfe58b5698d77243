import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself (docs/product/README.md): code and docs cite its own pages, every
 * cited page and anchor exists, and nothing points at files outside the repository.
 */
const root = path.resolve(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.js', '*.md', '*.json'], { cwd: root })
  .toString()
  .split('\n')
  .filter((file) => file && !file.startsWith('apps/server/drizzle/') && file !== 'package-lock.json');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

const OUTSIDE = /\.\.\/shared\/|\b[Ss]pec §\d|\bdecisions R\d/;
/**
 * An old rule number standing alone ("R98"): those numbers live on only as second anchors (`access.md#r98`, lower case),
 * and new text cites the named anchor (docs/product/README.md#citing).
 */
const BARE_RULE = /\bR\d{1,3}\b/g;
/** Every tracked file but the lock file, whose integrity hashes are base 64, and generated migrations. */
const everyTracked = execFileSync('git', ['ls-files'], { cwd: root })
  .toString()
  .split('\n')
  .filter((file) => file && !file.startsWith('apps/server/drizzle/') && file !== 'package-lock.json');

/** A file's text, or null when it is binary (a NUL byte) or has gone from the working tree. */
function textOf(file: string): string | null {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) return null;
  const bytes = fs.readFileSync(full);
  return bytes.includes(0) ? null : bytes.toString('utf8');
}

/** The one place that may name the old numbers: the section on citing that explains them (blanked, lines kept). */
function withoutCitingSection(file: string, text: string): string {
  if (file !== 'docs/product/README.md') return text;
  return text.replace(/<a id="citing"><\/a>[\s\S]*?(?=\n<a id=)/, (section) => section.replace(/[^\n]/g, ''));
}

const CITATION = /docs\/(product|decisions)\/([\w.-]+\.md)(#[\w-]+)?/g;

function anchorsOf(file: string): Set<string> {
  const text = read(file);
  const ids = [...text.matchAll(/<a id="([\w-]+)"><\/a>/g)].map((match) => match[1]!);
  return new Set(ids);
}

describe('citations', () => {
  it('point at no file outside the repository, nor at the spec and rulings kept beside it', () => {
    const outside = tracked.filter((file) => !file.startsWith('scripts/citations') && OUTSIDE.test(read(file)));

    expect(outside).toEqual([]);
  });

  it('name pages and anchors that exist', () => {
    const broken = new Set<string>();
    for (const file of tracked) {
      for (const [cited, folder, page, anchor] of read(file).matchAll(CITATION)) {
        const target = `docs/${folder}/${page}`;
        if (!fs.existsSync(path.join(root, target))) broken.add(`${file}: ${cited}`);
        else if (anchor && !anchorsOf(target).has(anchor.slice(1))) broken.add(`${file}: ${cited}`);
      }
    }

    expect([...broken]).toEqual([]);
  });

  it('never give a bare rule number, only the page and its named anchor (docs/product/README.md#citing)', () => {
    const bare: string[] = [];
    for (const file of everyTracked.filter((name) => name !== 'scripts/citations.test.ts')) {
      const text = textOf(file);
      if (text === null) continue;
      withoutCitingSection(file, text)
        .split('\n')
        .forEach((line, index) => {
          for (const [number] of line.matchAll(BARE_RULE)) bare.push(`${file}:${index + 1}: ${number}`);
        });
    }

    expect(bare).toEqual([]);
  });
});

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
});

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web tests share one module graph per worker (vitest.config.ts, `isolate: false`), so a file that replaces a
 * module with vi.mock must run apart, and says so in its name: `*.isolated.test.ts(x)`.
 */
const root = path.resolve(import.meta.dirname, '..');
const webTests = execFileSync('git', ['ls-files', 'apps/web/src/*'], { cwd: root })
  .toString()
  .split('\n')
  .filter((file) => /\.test\.tsx?$/.test(file));

describe('the layout of the web tests', () => {
  it('names every file that replaces a module *.isolated.test', () => {
    const mocking = webTests.filter((file) => /\bvi\.mock\(/.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !/\.isolated\.test\.tsx?$/.test(file))).toEqual([]);
  });
});

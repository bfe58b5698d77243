import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, MESSAGE_VALUES, NAMESPACES, PERMISSIONS } from '@portal/shared';

/**
 * Both languages are complete (docs/decisions/0019-languages.md): every key the code names is in
 * every catalogue, every catalogue key is named by the code, and each language's message names the
 * placeholders it may use. Keys are written whole in the code (`'leave:add_leave.title'`), which is what
 * makes them findable here (permissions such as `users:read` look alike and are left out).
 */
const root = path.resolve(import.meta.dirname, '..');
const sources = execFileSync('git', ['ls-files', 'apps/*/src/*', 'packages/shared/src/*'], { cwd: root })
  .toString()
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('/test/'));

type Flat = Map<string, string>;

function flatten(value: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

const catalogues = new Map<string, Flat>(
  LANGUAGES.flatMap((language) =>
    NAMESPACES.map((namespace) => {
      const file = path.join(root, 'packages/shared/locales', language, `${namespace}.json`);
      return [`${language}/${namespace}`, flatten(JSON.parse(fs.readFileSync(file, 'utf8')))] as const;
    }),
  ),
);

/** `days_one` and `days_other` are the plural forms of the key `days`. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

const KEY_LITERAL = new RegExp(`['"\`](${NAMESPACES.join('|')}):([\\w.]+)['"\`]`, 'g');
/** Permissions have the same shape as keys (`users:read`): they are not keys. */
const PERMISSION_NAMES = new Set<string>(PERMISSIONS);

function keysNamedInCode(): Map<string, string[]> {
  const named = new Map<string, string[]>();
  for (const file of sources) {
    for (const [, namespace, key] of fs.readFileSync(path.join(root, file), 'utf8').matchAll(KEY_LITERAL)) {
      const whole = `${namespace}:${key}`;
      if (PERMISSION_NAMES.has(whole)) continue;
      named.set(whole, [...(named.get(whole) ?? []), file]);
    }
  }
  return named;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((match) => match[1]).sort();

describe('message catalogues', () => {
  const named = keysNamedInCode();

  it('hold every key the code names, in every language', () => {
    const missing: string[] = [];
    for (const [whole, files] of named) {
      const [namespace, key] = whole.split(':') as [string, string];
      for (const language of LANGUAGES) {
        const keys = [...catalogues.get(`${language}/${namespace}`)!.keys()];
        if (!keys.some((candidate) => baseKey(candidate) === key || candidate === key))
          missing.push(`${language}/${namespace}.json lacks ${key} (named in ${files[0]})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('hold no key the code never names', () => {
    const unused: string[] = [];
    for (const namespace of NAMESPACES) {
      for (const key of catalogues.get(`en/${namespace}`)!.keys()) {
        if (!named.has(`${namespace}:${key}`) && !named.has(`${namespace}:${baseKey(key)}`))
          unused.push(`${namespace}:${key}`);
      }
    }
    expect(unused).toEqual([]);
  });

  it('have the same keys in every language, none of them empty', () => {
    for (const namespace of NAMESPACES) {
      const english = catalogues.get(`en/${namespace}`)!;
      for (const language of LANGUAGES) {
        const other = catalogues.get(`${language}/${namespace}`)!;
        expect([...other.keys()].sort(), `${language}/${namespace}.json`).toEqual([...english.keys()].sort());
        expect([...other].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
      }
    }
  });

  it('name no placeholder the English message lacks (a misspelt one would show as it is)', () => {
    const unknown: string[] = [];
    for (const namespace of NAMESPACES) {
      for (const [key, text] of catalogues.get(`en/${namespace}`)!) {
        const known = new Set([...placeholders(text), ...Object.keys(MESSAGE_VALUES), 'count']);
        for (const language of LANGUAGES) {
          const translated = catalogues.get(`${language}/${namespace}`)!.get(key) ?? '';
          if (placeholders(translated).some((name) => !known.has(name!)))
            unknown.push(`${language}/${namespace}:${key}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });

  it('leave no English words of two or more in the web app outside them', () => {
    const written: string[] = [];
    for (const file of sources.filter((name) => name.startsWith('apps/web/'))) {
      for (const text of sentencesIn(fs.readFileSync(path.join(root, file), 'utf8')))
        if (!NOT_WORDS.test(text)) written.push(`${file}: ${text}`);
    }
    expect(written).toEqual([]);
  });
});

/**
 * Quoted text that starts like a sentence: a capitalised word, then more words; not as an object's
 * key, where it names a value the shared rules give (a weekly status) to look its key up by.
 */
const SENTENCE = /(['"`])([A-Z][a-z]+[ ,][^'"`\n]*[a-z][^'"`\n]*)\1(?!\s*:)/g;
/** Strings that look like words but are not read by people: headers, font stacks. */
const NOT_WORDS = /^Bearer \$\{/;

/** The sentences of a module's code, leaving out comments and developers' own messages (errors, the console). */
function sentencesIn(code: string): string[] {
  const lines = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line) && !/new Error\(|console\./.test(line));
  return [...lines.join('\n').matchAll(SENTENCE)].map((match) => match[2]!);
}

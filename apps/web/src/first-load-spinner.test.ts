import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const html = fs.readFileSync(path.resolve(import.meta.dirname, '../index.html'), 'utf8');
const page = () => new DOMParser().parseFromString(html, 'text/html');
const css = () => [...page().querySelectorAll('style')].map((style) => style.textContent).join('\n');

// docs/decisions/0016-web-budget.md: the browser draws the first spinner before any script runs, and it
// goes as soon as React draws into #root. It may only rotate a box, which the compositor runs: an
// animation that repaints would take main-thread time from every frame of the first screen's load.
describe('index.html’s first spinner', () => {
  it('is a progress bar right after #root', () => {
    const spinner = page().getElementById('first-load');
    expect(spinner?.getAttribute('role')).toBe('progressbar');
    expect(spinner?.getAttribute('aria-label')).toBe('Loading');
    expect(spinner?.previousElementSibling?.id).toBe('root');
  });

  it('is hidden once React draws into #root, by CSS alone', () => {
    expect(css()).toMatch(/#root:not\(:empty\) \+ #first-load \{\s*display: none;\s*\}/);
    const document = page();
    const hidden = () => document.querySelector('#root:not(:empty) + #first-load');
    expect(hidden()).toBeNull();
    document.getElementById('root')!.append(document.createElement('div'));
    expect(hidden()).not.toBeNull();
  });

  it('animates by transform only, and holds no SVG', () => {
    const keyframes = [...css().matchAll(/@keyframes [\w-]+ \{((?:[^{}]*\{[^{}]*\})*)\s*\}/g)].map(
      (match) => match[1]!,
    );
    expect(keyframes.length).toBeGreaterThan(0);
    const properties = keyframes.flatMap((body) => [...body.matchAll(/([\w-]+)\s*:/g)].map((match) => match[1]));
    expect(new Set(properties)).toEqual(new Set(['transform']));
    expect(page().querySelector('#first-load svg')).toBeNull();
  });
});

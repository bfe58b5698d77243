import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from './config.js';
import { SETTINGS } from './settings-help.js';

const configuration = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../docs/configuration.md'), 'utf8');

describe('the settings list', () => {
  it.each(SETTINGS.map(([name]) => name))('docs/configuration.md documents %s', (name) => {
    expect(configuration).toContain(`| \`${name}\` |`);
  });

  it('lists exactly the settings that the configuration schema reads', () => {
    expect(SETTINGS.map(([name]) => name).sort()).toEqual([...SETTING_NAMES].sort());
  });
});

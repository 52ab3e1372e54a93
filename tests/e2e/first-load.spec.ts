import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FIRST_LOAD_JS_BUDGET_KB, measureBundle } from '../../bench/bundle-size';
import { DEFAULT_PERSONA } from '../../src/shared/config/app-config';
import { PRESET_PERSONAS } from '../../src/shared/config/preset-personas';
import { expect, test } from './fixtures';

// A check of the build these tests run against: the same files the bundle-size bench counts.
const clientDir = join(process.env.E2E_DIST ?? 'dist', 'client');

/** The opening words of a preset's first instruction: a string literal in the built code. */
const openingOf = (persona: string) => PRESET_PERSONAS[persona]?.[0]?.instruction.slice(0, 60) ?? '';

test('the first load stays within the JavaScript budget and carries only the default persona’s presets', async () => {
  const report = measureBundle(clientDir);
  const gzip = report.firstLoadJs.reduce((total, file) => total + file.gzip, 0);
  expect(gzip).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_KB * 1024);
  const firstLoad = (await Promise.all(report.firstLoadJs.map((f) => readFile(join(clientDir, f.file), 'utf8')))).join('\n');
  expect(firstLoad).toContain(openingOf(DEFAULT_PERSONA));
  for (const persona of Object.keys(PRESET_PERSONAS).filter((name) => name !== DEFAULT_PERSONA)) {
    expect(firstLoad, persona).not.toContain(openingOf(persona));
  }
});

import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { FIRST_LOAD_JS_BUDGET_KB, measureBundle } from '../../bench/bundle-size';
import { DEFAULT_PERSONA } from '../../src/shared/config/app-config';
import { PRESET_PERSONAS } from '../../src/shared/config/preset-personas';
import { E2E_API_KEY } from '../e2e/ports';
import { builtClientDir } from './built-dir';

const clientDir = builtClientDir();

/** The opening words of a preset's first instruction: a string literal in the built code. */
const openingOf = (persona: string) => PRESET_PERSONAS[persona]?.[0]?.instruction.slice(0, 60) ?? '';

it('the first load stays within the JavaScript budget and carries only the default persona’s presets', async () => {
  // The same files the bundle-size bench counts.
  const report = measureBundle(clientDir);
  const gzip = report.firstLoadJs.reduce((total, file) => total + file.gzip, 0);
  expect(gzip).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_KB * 1024);
  const firstLoad = (await Promise.all(report.firstLoadJs.map((f) => readFile(join(clientDir, f.file), 'utf8')))).join('\n');
  expect(firstLoad).toContain(openingOf(DEFAULT_PERSONA));
  for (const persona of Object.keys(PRESET_PERSONAS).filter((name) => name !== DEFAULT_PERSONA)) {
    expect(firstLoad, persona).not.toContain(openingOf(persona));
  }
});

it('the key appears in no file of the built page', async () => {
  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  const withKey = [];
  for (const file of files) if ((await readFile(file)).includes(E2E_API_KEY)) withKey.push(file);
  console.log(`FIGURE the key in built files: ${withKey.length} of ${files.length} files`);
  expect(files.length).toBeGreaterThan(0);
  expect(withKey).toEqual([]);
});

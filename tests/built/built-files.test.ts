// @vitest-environment jsdom
// (In a DOM: index.html's shell is read as a browser parses it, templates and all.)
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { FIRST_LOAD_JS_BUDGET_KB, measureBundle } from '../../bench/bundle-size';
import { DEFAULT_PERSONA } from '../../src/shared/config/app-config';
import { MESSAGES, REPLY_LABELS } from '../../src/shared/config/messages';
import { DEFAULT_PERSONA_TABS } from '../../src/shared/config/preset-persona-names';
import { PRESET_PERSONAS } from '../../src/shared/config/preset-personas';
import { FAQ_QUESTIONS } from '../../src/client/faq/faq-questions';
import { PERSONA_LABELS } from '../../src/client/personas/persona-labels';
import { TAB_LABELS } from '../../src/client/tabs/tab-labels';
import { E2E_API_KEY } from '../e2e/ports';
import { builtClientDir } from './built-dir';
import { V8_COMPILE_HINT } from '../../vite-compile-hint';

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

it('index.html holds the prerendered shell for each kind of screen: header, the default persona’s tabs, query box, FAQ questions, footer', async () => {
  const document = new DOMParser().parseFromString(await readFile(join(clientDir, 'index.html'), 'utf8'), 'text/html');
  const shells = [...document.querySelectorAll('template')];
  expect(shells.map((shell) => shell.id)).toEqual(['shell-wide', 'shell-mobile', 'shell-narrow']);
  for (const { content, id } of shells) {
    const texts = (selector: string) => [...content.querySelectorAll(selector)].map((element) => element.textContent);
    expect(texts('header .persona-trigger-label'), id).toEqual([PERSONA_LABELS.trigger(DEFAULT_PERSONA)]);
    expect(texts(`[role="tablist"][aria-label="${TAB_LABELS.tablist}"] [role="tab"]`), id).toEqual(DEFAULT_PERSONA_TABS.map((tab, i) => `${i + 1}${tab.title}`));
    expect(content.querySelectorAll(`textarea[aria-label="${REPLY_LABELS.query}"]`), id).toHaveLength(1);
    expect(texts('.faq-question button'), id).toEqual(Object.values(FAQ_QUESTIONS));
    expect(texts('footer').join(''), id).toContain(MESSAGES.rightsReserved);
    // Every part in place: none is written after the shell, hidden, for a script to move in a frame
    // after the first paint (React outlines a part past its chunk size so; prerender.tsx).
    expect(content.querySelectorAll('script, template, [id^="S:"]'), id).toHaveLength(0);
    // No image to load and draw in a task after the first paint (an SVG image is a document of its
    // own, built in one): the logo is drawn in the page.
    expect(content.querySelectorAll('img, image, object, embed'), id).toHaveLength(0);
  }
  // Nor for the tab's icon.
  expect([...document.querySelectorAll('link[rel~="icon"]')].map((link) => link.getAttribute('href'))).not.toContainEqual(expect.stringMatching(/\.svg$/));
  // The boot script that puts one in #root before the first paint comes after them.
  expect(document.querySelector('template + script:not([src])')?.textContent).toContain('shell-');
});

it('every file of the page’s code starts with V8’s compile hint; the workers’ files are left alone', async () => {
  const files = (await readdir(join(clientDir, 'assets'))).filter((name) => name.endsWith('.js'));
  const code = new Map(await Promise.all(files.map(async (file) => [file, await readFile(join(clientDir, 'assets', file), 'utf8')] as const)));
  // A worker's file is what the page's code starts a Worker with.
  const workers = [...code.values()].flatMap((text) => [...text.matchAll(/new Worker\(new URL\(`\/assets\/([^`]+)`/g)].map((match) => match[1]));
  const unhinted = files.filter((file) => !code.get(file)?.startsWith(`${V8_COMPILE_HINT}\n`));
  expect(workers.length).toBeGreaterThan(0);
  expect(files.length).toBeGreaterThan(workers.length);
  expect(unhinted.sort()).toEqual(workers.sort());
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

import type { Page } from '@playwright/test';
import { DEFAULT_PERSONA, STORAGE_KEYS, TAB_TITLE_MAX_LENGTH } from '../../src/shared/config/app-config';
import { REPLY_LABELS } from '../../src/shared/config/messages';
import { expect, test } from './fixtures';
import { activeTab, storedTabState, tabs, tablist } from './tab-helpers';

/**
 * Figure: corrupted and hostile values across every storage key; the page loads each time with
 * its defaults (or the valid part of what was stored), with 0 uncaught errors and 0 dialogs.
 */
interface Case {
  name: string;
  stored: Partial<Record<keyof typeof STORAGE_KEYS, string>>;
  /** The persona the page should land on (its URL's first segment). */
  persona?: string;
}

const tab = (title: string, query = '') => ({ title, query });
const manyPersonas = Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`p${i}`, [tab('one'), tab('two')]]));

const CASES: Case[] = [
  { name: 'tab state: broken JSON', stored: { tabManager: '{' } },
  { name: 'tab state: null', stored: { tabManager: 'null' } },
  { name: 'tab state: an array', stored: { tabManager: '[]' } },
  { name: 'tab state: a string', stored: { tabManager: '"just a string"' } },
  { name: 'tab state: fields of the wrong type', stored: { tabManager: '{"initialTabs":"x","activeTabIndex":"y"}' } },
  { name: 'tab state: a broken legacy wrapper', stored: { tabManager: '{"state":{"initialTabs":{"write":"x"}}}' } },
  { name: 'tab state: __proto__ as a persona', stored: { tabManager: storedTabState(JSON.parse('{"__proto__":[{"title":"p","query":""}],"write":[{"title":"w","query":""}]}')) } },
  { name: 'tab state: markup in titles and instructions', stored: { tabManager: storedTabState({ write: [tab('<img src=x onerror=alert(1)>', '<script>alert(2)</script>')] }) } },
  { name: 'tab state: a 100,000-character title', stored: { tabManager: storedTabState({ write: [tab('T'.repeat(100_000), 'q'.repeat(1_000_000))] }) } },
  { name: 'tab state: a negative tab index', stored: { tabManager: storedTabState({ write: [tab('a'), tab('b')] }, -1) } },
  { name: 'tab state: a huge tab index', stored: { tabManager: storedTabState({ write: [tab('a'), tab('b')] }, 1e308) } },
  { name: 'tab state: a tab index as text', stored: { tabManager: storedTabState({ write: [tab('a'), tab('b')] }, '1') } },
  { name: 'tab state: 2,000 personas', stored: { tabManager: storedTabState(manyPersonas) }, persona: 'p0' },
  { name: 'tab state: a version from the future', stored: { tabManager: JSON.stringify({ version: 99, initialTabs: { write: 7 }, activeTabIndex: {} }) } },
  { name: 'tab state: a lone surrogate', stored: { tabManager: '\ud800' } },
  { name: 'tab state: the reserved persona api, selected', stored: { tabManager: storedTabState({ api: [tab('x')] }), selectedPersona: '"api"' }, persona: 'api-persona' },
  { name: 'persona: __proto__', stored: { selectedPersona: '"__proto__"' } },
  { name: 'persona: constructor, as plain text', stored: { selectedPersona: 'constructor' } },
  { name: 'persona: a path', stored: { selectedPersona: '"../../etc/passwd"' } },
  { name: 'persona: an object', stored: { selectedPersona: '{"a":1}' } },
  { name: 'persona: markup', stored: { selectedPersona: '"<script>alert(1)</script>"' } },
  { name: 'model: a URL', stored: { aiModels: '{"selectedModelId":"http://evil.example/v1"}' } },
  { name: 'model: an object as id', stored: { aiModels: '{"selectedModelId":{"toString":"x"}}' } },
  { name: 'model: through __proto__', stored: { aiModels: '{"__proto__":{"selectedModelId":"x"}}' } },
  { name: 'font size: unknown', stored: { fontSize: '"huge"' } },
  { name: 'font size: an object', stored: { fontSize: '{"toString":1}' } },
  { name: 'columns: unknown', stored: { columnLayout: '"triple"' } },
  { name: 'columns: 100,000 digits', stored: { columnLayout: '9'.repeat(100_000) } },
  {
    name: 'every key: control characters',
    stored: { tabManager: '\u0000\u0001', selectedPersona: '\u0000', aiModels: '\u001b[2J', fontSize: '\u0007', columnLayout: '\u0008' },
  },
];

/**
 * Stores the case's values from a same-origin page without the app (robots.txt), then opens the app:
 * set from the app itself, the values could be overwritten by the app saving its state as it is left.
 */
async function load(page: Page, stored: Case['stored']): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(stored).map(([k, v]): [string, string] => [STORAGE_KEYS[k as keyof typeof STORAGE_KEYS], v ?? '']));
  await page.goto('/');
}

test(`${CASES.length} corrupted or hostile stored values: the page loads with defaults every time`, async ({ page, fake }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });

  let loaded = 0;
  for (const c of CASES) {
    await load(page, c.stored);
    await expect(tablist(page), c.name).toBeVisible();
    await expect(activeTab(page), c.name).toBeVisible();
    await expect(page, c.name).toHaveURL(new RegExp(`/${c.persona ?? DEFAULT_PERSONA}/[^/]+$`));
    const [, , title = ''] = new URL(page.url()).pathname.split('/');
    expect(decodeURIComponent(title).length, c.name).toBeLessThanOrEqual(TAB_TITLE_MAX_LENGTH);
    expect(await tabs(page).count(), c.name).toBeGreaterThan(0);
    expect(await page.evaluate(() => (Object.prototype as Record<string, unknown>).polluted ?? 'clean'), c.name).toBe('clean');
    loaded++;
  }
  // After the last one the page still does its job.
  await fake.script({ reply: 'still fine' });
  const box = page.getByRole('textbox', { name: REPLY_LABELS.query });
  await box.fill('hello');
  await box.press('Enter');
  await expect(page.getByRole('region', { name: REPLY_LABELS.reply })).toContainText('still fine');
  console.log(`FIGURE browser storage: ${CASES.length} corrupted or hostile values across ${Object.keys(STORAGE_KEYS).length} keys; loaded with defaults: ${loaded}, uncaught errors: ${errors.length}, dialogs: ${dialogs.length}`);
  expect(errors).toEqual([]);
  expect(dialogs).toEqual([]);
});

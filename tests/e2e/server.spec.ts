import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API_PATH, apiErrorSchema, streamEventSchema } from '../../src/shared/api-contract';
import { composePrompt } from '../../src/shared/compose-prompt';
import { DEFAULT_MODEL_ID } from '../../src/shared/config/models';
import { echoOf } from '../fake-upstream/fake-script';
import { expect, test } from './fixtures';

/** The key playwright.config.ts gives the server. */
const KEY = 'gsk_e2e_secret_key_never_shown';
const clientDir = join(process.env.E2E_DIST ?? 'dist', 'client');

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

test('the page loads with no CSP violation and no console error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const res = await page.goto('/');
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('a page route two levels deep answers with the page, and a deeper one goes to /', async ({ page, request }) => {
  const res = await request.get('/write/Some%20tab');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  expect(res.headers()['cache-control']).toBe('no-cache');
  const deeper = await request.get('/a/b/c/d', { maxRedirects: 0 });
  expect(deeper.status()).toBe(302);
  expect(deeper.headers().location).toBe('/');
  // The page then takes over the URL (it may move on to the default persona and tab).
  const landed = await page.goto('/a/b/c/d');
  expect(landed?.ok()).toBe(true);
  await expect(page).not.toHaveURL(/\/a\/b\/c\/d/);
});

test('an unknown /api path answers a JSON 404', async ({ request }) => {
  const res = await request.get('/api/does-not-exist');
  expect(res.status()).toBe(404);
  expect(apiErrorSchema.parse(await res.json()).error.code).toBe('not_found');
});

test('the one call answers through the fake upstream, as JSON and as a stream', async ({ request, fake }) => {
  const query = composePrompt('Fix grammar', 'hello there');
  const json = await request.post(API_PATH, { data: { query, modelName: DEFAULT_MODEL_ID } });
  expect(await json.json()).toMatchObject({ content: echoOf(query) });

  const stream = await request.post(API_PATH, { data: { query, modelName: DEFAULT_MODEL_ID }, headers: { accept: 'text/event-stream' } });
  const events = (await stream.text())
    .split('\n\n')
    .filter((b) => b.startsWith('data: '))
    .map((b) => streamEventSchema.parse(JSON.parse(b.slice(6))));
  expect(events.filter((e) => e.type === 'delta').map((e) => (e.type === 'delta' ? e.text : '')).join('')).toBe(echoOf(query));
  expect(events.at(-1)?.type).toBe('done');
  expect((await fake.requests()).every((r) => r.authorization === `Bearer ${KEY}`)).toBe(true);
});

test('the key appears in no response, whatever the upstream says', async ({ request, fake }) => {
  const data = { query: 'hello', modelName: DEFAULT_MODEL_ID };
  for (const status of [401, 403, 404, 413, 429, 500, 503]) await fake.script({ status, times: 2 });
  const bodies: string[] = [];
  for (let i = 0; i < 8; i++) bodies.push(await (await request.post(API_PATH, { data })).text());
  for (const path of ['/', '/write', '/robots.txt', '/api/nope', '/api/models']) bodies.push(await (await request.get(path)).text());
  for (const body of bodies) expect(body).not.toContain(KEY);
});

test('the key appears in no file of the built page', async () => {
  for (const file of await filesUnder(clientDir)) {
    expect(await readFile(file, 'utf8'), file).not.toContain(KEY);
  }
});

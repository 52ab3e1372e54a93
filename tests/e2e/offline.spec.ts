import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { API_PATH, MODELS_API_PATH } from '../../src/shared/api-contract';
import { REPLY_LABELS } from '../../src/shared/config/messages';
import { PWA_LABELS } from '../../src/client/pwa/pwa-labels';
import { SERVICE_WORKER_URL } from '../../src/client/pwa/register-service-worker';
import { tablist } from './tab-helpers';
import { expect, test } from './fixtures';
import { queryBox, reply } from './reply-helpers';

test.use({ serviceWorkers: 'allow' });

/** One visit: the service worker installs and precaches the shell; after a reload it controls the page. */
async function visitOnce(page: Page, url = '/') {
  await page.goto(url);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(queryBox(page)).toBeVisible();
}

test('after one visit the page opens offline, on any page route', async ({ page, context }) => {
  await visitOnce(page);
  await context.setOffline(true);
  await page.reload();
  await expect(queryBox(page)).toBeVisible();
  await expect(tablist(page)).toBeVisible();
  await page.goto('/write');
  await expect(queryBox(page)).toBeVisible();
});

test('a submit offline says the model needs a connection and keeps the text; back online, the notice goes by itself', async ({ page, context, fake }) => {
  await visitOnce(page);
  await context.setOffline(true);
  await page.reload();
  await queryBox(page).fill('My draft, written on a train');
  await page.getByRole('button', { name: REPLY_LABELS.submit, exact: true }).click();
  await expect(reply(page)).toContainText(REPLY_LABELS.offline);
  await expect(queryBox(page)).toHaveValue('My draft, written on a train');
  expect(await fake.requests()).toHaveLength(0);
  await context.setOffline(false);
  await expect(page.getByText(REPLY_LABELS.offline)).toHaveCount(0);
  await expect(queryBox(page)).toHaveValue('My draft, written on a train');
});

test('the service worker never answers /api/ requests but the model list', async ({ page, fake }) => {
  await visitOnce(page);
  const apiResponses: { url: string; fromServiceWorker: boolean }[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/api/')) apiResponses.push({ url: res.url(), fromServiceWorker: res.fromServiceWorker() });
  });
  await fake.script({ reply: 'Fresh from the server' });
  await queryBox(page).fill('hello');
  await queryBox(page).press('Enter');
  await expect(reply(page)).toContainText('Fresh from the server');
  await page.evaluate(() => fetch('/api/unknown').then((r) => r.status));
  await page.goto('/api/unknown');
  // The model list loads when the page is idle, so it may come at any point; it counts below too.
  const paths = apiResponses.map((r) => new URL(r.url).pathname).filter((path) => path !== MODELS_API_PATH);
  expect(paths).toEqual([API_PATH, '/api/unknown', '/api/unknown']);
  // The model list alone goes through the worker (network first, its last copy for an offline
  // reload: DESIGN.md, the model in this browser); nothing else of /api/ is its to answer.
  expect(apiResponses.filter((r) => new URL(r.url).pathname !== MODELS_API_PATH).every((r) => !r.fromServiceWorker)).toBe(true);
});

test('a reload asks the server for the page, never an old copy from the cache', async ({ page, context }) => {
  await visitOnce(page);
  // What the worker itself fetches from the network (an answer from its cache fetches nothing).
  const fromWorkerToNetwork: string[] = [];
  context.on('request', (req) => {
    if (req.serviceWorker()) fromWorkerToNetwork.push(new URL(req.url()).pathname);
  });
  await page.reload();
  await expect(queryBox(page)).toBeVisible();
  expect(fromWorkerToNetwork).toContain(new URL(page.url()).pathname);
});

// A deploy changes the worker script on the server: this test's own copy of the build, which it may change.
test('a new version waits and offers Reload in a toast; Reload switches to it', async ({ page, ownBuild }) => {
  await visitOnce(page, ownBuild.url);
  await expect(page.getByRole('button', { name: PWA_LABELS.reload })).toHaveCount(0);
  await appendFile(join(ownBuild.clientDir, SERVICE_WORKER_URL), '\n// the next version\n');
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  await expect(page.getByText(PWA_LABELS.updateReady)).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting !== null))).toBe(true);

  await page.evaluate(() => Object.assign(window, { oldPage: true }));
  const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await page.getByRole('button', { name: PWA_LABELS.reload }).click();
  await reloaded;
  await expect(queryBox(page)).toBeVisible();
  expect(await page.evaluate(() => 'oldPage' in window)).toBe(false);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting ?? null))).toBeNull();
  await expect(page.getByText(PWA_LABELS.updateReady)).toHaveCount(0);
});


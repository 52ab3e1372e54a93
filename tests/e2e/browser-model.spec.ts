import type { Page } from '@playwright/test';
import { API_PATH, MODELS_API_PATH } from '../../src/shared/api-contract';
import { BROWSER_MODEL_TEXT, BUILT_IN_MODEL } from '../../src/shared/config/browser-model';
import { BROWSER_PROVIDER_NAME } from '../../src/shared/config/local-models';
import { MESSAGES, REPLY_LABELS } from '../../src/shared/config/messages';
import { HEADER_LABELS } from '../../src/client/header/header-labels';
import { TINY_MODEL_FILE, TINY_MODEL_NAME } from '../server/tiny-model';
import { expect, test } from './fixtures';
import { ask, reply } from './reply-helpers';

// The browser's model (DESIGN.md, No key needed: In this browser), on the real wllama runtime and
// the tiny test model served from MODELS_DIR. Every test starts with a fresh profile: no stored file.
// Each reply is the runtime's real work (a second or more on one core of WebAssembly): slow tests.
test.describe.configure({ timeout: 120_000 });

/** What the page asks for: calls to the API and downloads of the model file. */
function watchRequests(page: Page) {
  const seen = { api: 0, file: 0 };
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === API_PATH) seen.api++;
    if (path.endsWith(TINY_MODEL_FILE)) seen.file++;
  });
  return seen;
}

/** Every value the download's progressbar showed, in order (it may pass too fast to watch otherwise). */
async function recordProgress(page: Page) {
  await page.addInitScript((label) => {
    const values: number[] = ((window as unknown as { progressSeen: number[] }).progressSeen = []);
    new MutationObserver(() => {
      const bar = document.querySelector(`[role="progressbar"][aria-label="${label}"]`);
      const value = Number(bar?.getAttribute('aria-valuenow') ?? NaN);
      if (bar && values.at(-1) !== value) values.push(value);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  }, BROWSER_MODEL_TEXT.downloading(TINY_MODEL_NAME));
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

/**
 * Once `window.stopAtFirstWords` is set, presses Stop two frames after the worker's first piece of
 * a reply (the words painted), from inside the page.
 */
async function pressStopAtFirstWords(page: Page) {
  await page.addInitScript((stop) => {
    const PageWorker = window.Worker;
    window.Worker = class extends PageWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        this.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
          const flags = window as unknown as { stopAtFirstWords?: boolean };
          if (event.data?.type !== 'delta' || !flags.stopAtFirstWords) return;
          flags.stopAtFirstWords = false;
          // Once the words are on screen, and as soon as Stop is: on a busy machine the first words
          // can come before Stop has rendered, and a press then found nothing to press.
          let frames = 0;
          const press = () => {
            const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === stop);
            if (button) button.click();
            else if (++frames < 120) requestAnimationFrame(press);
          };
          requestAnimationFrame(() => requestAnimationFrame(press));
        });
      }
    };
  }, REPLY_LABELS.stop);
}

async function openPage(page: Page, url: string) {
  const listed = page.waitForResponse((response) => response.url().endsWith(MODELS_API_PATH));
  await page.goto(url);
  await listed;
}

/** `Response time: <n>s`: shown once a reply is complete. */
const responseTime = (page: Page) => page.getByText(new RegExp(MESSAGES.responseTime('[\\d.]+')));
const consent = (page: Page) => page.getByRole('dialog', { name: BROWSER_MODEL_TEXT.consentTitle(TINY_MODEL_NAME) });

test('with no key, the first reply comes from the model in this browser after one consent, and nothing goes to the API', async ({ page, browserServerUrl }) => {
  const seen = watchRequests(page);
  const progress = await recordProgress(page);
  await pressStopAtFirstWords(page);
  await openPage(page, browserServerUrl);

  await ask(page, 'Hello there, how are you today?');
  await expect(consent(page)).toContainText('MB');
  await consent(page).getByRole('button', { name: BROWSER_MODEL_TEXT.download }).click();
  await expect(responseTime(page)).toBeVisible({ timeout: 60_000 });
  await expect(reply(page).getByRole('paragraph').first()).not.toBeEmpty();
  const values = await progress();
  expect(values.at(-1)).toBe(100);
  expect(values).toEqual([...values].sort((a, b) => a - b));
  expect(seen).toEqual({ api: 0, file: 1 });

  // Stop ends the generation: the text so far stays, marked as stopped. The press comes as the
  // first words show (a reply of this model lasts seconds: a click from here could come after its end).
  await page.evaluate(() => Object.assign(window, { stopAtFirstWords: true }));
  await ask(page, 'Write a longer story about the sea.');
  await expect(page.getByText(REPLY_LABELS.stopped)).toBeVisible();

  // Settings lists the model under its group, with the space it takes and Remove.
  await page.getByRole('button', { name: HEADER_LABELS.settings }).click();
  await expect(page.getByRole('group', { name: BROWSER_PROVIDER_NAME }).getByRole('radio', { name: TINY_MODEL_NAME })).toBeChecked();
  await page.getByRole('button', { name: BROWSER_MODEL_TEXT.remove(TINY_MODEL_NAME) }).click();
  await expect(page.getByText(BROWSER_MODEL_TEXT.removed(TINY_MODEL_NAME))).toBeVisible();
  await page.keyboard.press('Escape');

  // Removed: the next reply asks again; Cancel sends nothing and keeps the text.
  await ask(page, 'One more question, please.');
  await consent(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('textbox', { name: REPLY_LABELS.query })).toHaveValue('One more question, please.');
  expect(seen).toEqual({ api: 0, file: 1 });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('stored, the model answers again with no request for its file, and after a reload with the network gone', async ({ page, context, browserServerUrl }) => {
    const seen = watchRequests(page);
    // Each answer is proved by its first words, then stopped: a whole reply is the first test's.
    await pressStopAtFirstWords(page);
    const answers = async (text: string) => {
      await page.evaluate(() => Object.assign(window, { stopAtFirstWords: true }));
      await ask(page, text);
      await expect(page.getByText(REPLY_LABELS.stopped)).toBeVisible({ timeout: 60_000 });
      await expect(reply(page)).not.toBeEmpty();
    };
    await openPage(page, browserServerUrl);
    await page.evaluate(() => Object.assign(window, { stopAtFirstWords: true }));
    await ask(page, 'Hello there.');
    await consent(page).getByRole('button', { name: BROWSER_MODEL_TEXT.download }).click();
    await expect(page.getByText(REPLY_LABELS.stopped)).toBeVisible({ timeout: 60_000 });
    expect(seen.file).toBe(1);

    // The second use, in a new page load: no consent and no download.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await openPage(page, browserServerUrl);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await answers('Hello again.');
    await expect(consent(page)).toHaveCount(0);

    await context.setOffline(true);
    const listed = page.waitForResponse((response) => response.url().endsWith(MODELS_API_PATH));
    await page.reload();
    await listed;
    await answers('Are you still there?');
    expect(seen).toEqual({ api: 0, file: 1 });
  });
});

test('the browser’s own model (the Prompt API) is listed as Built into this browser and streams a reply', async ({ page, browserServerUrl }) => {
  const seen = watchRequests(page);
  // Debian's Chromium has no built-in model: the documented surface, faked.
  await page.addInitScript(() => {
    const words = ['Hello', ' from', ' the', ' built-in', ' model.'];
    const api = {
      availability: async () => 'available',
      create: async () => ({
        promptStreaming: () =>
          new ReadableStream<string>({
            start(controller) {
              for (const word of words) controller.enqueue(word);
              controller.close();
            },
          }),
        destroy() {},
      }),
    };
    Object.defineProperty(globalThis, 'LanguageModel', { value: api, configurable: true, writable: true });
  });
  await openPage(page, browserServerUrl);
  await page.getByRole('button', { name: HEADER_LABELS.settings }).click();
  await page.getByRole('group', { name: BROWSER_PROVIDER_NAME }).getByRole('radio', { name: BUILT_IN_MODEL.name }).check();
  await page.keyboard.press('Escape');
  await ask(page, 'Say hello.');
  await expect(reply(page)).toContainText('Hello from the built-in model.');
  expect(seen.api).toBe(0);
});

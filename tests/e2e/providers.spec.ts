import { expectNoAxeViolations } from './axe';
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/shared/config/app-config';
import { MESSAGES } from '../../src/shared/config/messages';
import { ACTIVE_MODELS, DEFAULT_MODEL_ID, DEFAULT_PROVIDER_NAME } from '../../src/shared/config/models';
import { HEADER_LABELS } from '../../src/client/header/header-labels';
import { ECHO_PREFIX, type RecordedRequest } from '../fake-upstream/fake-script';
import { expect, seedStorage, test } from './fixtures';
import { E2E_OLLAMA_MODELS } from './ports';
import { ask, reply } from './reply-helpers';

// A second server runs with two providers: Groq (the usual fake) and a fake local Ollama.
const OLLAMA_NAME = 'Ollama';
const [localModel] = E2E_OLLAMA_MODELS as [string, ...string[]];
const defaultModel = ACTIVE_MODELS.find((m) => m.id === DEFAULT_MODEL_ID)!;



async function openSettings(page: Page) {
  await page.getByRole('button', { name: HEADER_LABELS.settings }).click();
  return page.getByRole('dialog', { name: MESSAGES.settingsTitle }).getByRole('radiogroup', { name: MESSAGES.settingsTitle });
}


test('with Groq alone, Settings is the plain list of SPEC.md', async ({ page }) => {
  await page.goto('/');
  const list = await openSettings(page);
  await expect(list.getByRole('radio')).toHaveCount(ACTIVE_MODELS.length);
  await expect(list.getByRole('group')).toHaveCount(0);
  await expect(list.getByText(DEFAULT_PROVIDER_NAME, { exact: true })).toHaveCount(0);
});

/** The worker's server with Groq and Ollama: its page, and the fake Ollama's records. */
const multi = test.extend<{ ollama: { requests: () => RecordedRequest[] } }>({
  baseURL: async ({ multiStack }, use) => use(multiStack.url),
  ollama: async ({ multiStack }, use) => {
    multiStack.fake.reset();
    await use({ requests: () => multiStack.fake.requests() });
  },
});

multi.describe('with several providers', () => {

  multi('Settings groups the models under each provider name, and a choice reaches that provider', async ({ page, fake, ollama }) => {
    await page.goto('/');
    const list = await openSettings(page);
    const groq = list.getByRole('group', { name: DEFAULT_PROVIDER_NAME });
    const local = list.getByRole('group', { name: OLLAMA_NAME });
    await expect(groq.getByRole('radio')).toHaveCount(ACTIVE_MODELS.length);
    await expect(local.getByRole('radio')).toHaveCount(E2E_OLLAMA_MODELS.length);
    await expect(groq.getByRole('radio', { name: defaultModel.name, exact: true })).toBeChecked();
    await expectNoAxeViolations(page);

    await local.getByRole('radio', { name: localModel, exact: true }).check();
    await expect(page.getByText(MESSAGES.modelChanged(localModel))).toBeVisible();
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.aiModels)) ?? 'null')).toMatchObject({
      selectedModelId: localModel,
      provider: 'ollama',
    });
    await page.keyboard.press('Escape');

    await ask(page, 'kept on this machine');
    await expect(reply(page)).toContainText(`${ECHO_PREFIX}kept on this machine`);
    expect((await ollama.requests()).map((r) => (r.body as { model: string }).model)).toEqual([localModel]);
    expect(await fake.requests()).toHaveLength(0);

    await page.reload();
    const after = await openSettings(page);
    await expect(after.getByRole('group', { name: OLLAMA_NAME }).getByRole('radio', { name: localModel, exact: true })).toBeChecked();
  });

  multi('a stored local model is used after a reload, on any screen', async ({ page, fake, ollama }) => {
    await seedStorage(page, { [STORAGE_KEYS.aiModels]: JSON.stringify({ selectedModelId: localModel, provider: 'ollama' }) });
    await page.goto('/');
    await ask(page, 'from storage');
    await expect(reply(page)).toContainText(`${ECHO_PREFIX}from storage`);
    expect(await ollama.requests()).toHaveLength(1);
    expect(await fake.requests()).toHaveLength(0);
  });

  multi('a stored choice no longer offered falls back to the default model', async ({ page, fake, ollama }) => {
    await seedStorage(page, { [STORAGE_KEYS.aiModels]: JSON.stringify({ selectedModelId: 'removed-model:7b', provider: 'ollama' }) });
    // The list from /api/models arrives after the first paint; then the choice falls back.
    const listed = page.waitForResponse((res) => res.url().endsWith('/api/models'));
    await page.goto('/');
    await listed;
    await ask(page, 'gone');
    await expect(reply(page)).toContainText(`${ECHO_PREFIX}gone`);
    expect((await fake.requests()).map((r) => (r.body as { model: string }).model)).toEqual([DEFAULT_MODEL_ID]);
    expect(await ollama.requests()).toHaveLength(0);
  });
});

import { LOCAL_PROVIDER_NAME } from '../../src/shared/config/local-models';
import { API_PATH, MODELS_API_PATH } from '../../src/shared/api-contract';
import { TINY_MODEL_NAME } from '../server/tiny-model';
import { expect, test } from './fixtures';
import { queryBox, reply } from './reply-helpers';

test('with no key, a fresh page answers its first Enter from the model on this server', async ({ page, localServerUrl }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(API_PATH)) calls.push(request.postDataJSON()?.provider);
  });
  // The page learns which models the server has after its first paint; a person types for longer than that.
  const listed = page.waitForResponse((response) => response.url().endsWith(MODELS_API_PATH));
  await page.goto(localServerUrl);
  await listed;
  await queryBox(page).fill('Hello there, how are you today?');
  await queryBox(page).press('Enter');
  await expect(reply(page)).not.toBeEmpty({ timeout: 20_000 });
  expect(calls.length).toBeGreaterThan(0);
  expect(new Set(calls)).toEqual(new Set(['local']));

  await page.getByRole('button', { name: 'Settings' }).click();
  const group = page.getByRole('group', { name: LOCAL_PROVIDER_NAME });
  await expect(group.getByRole('radio', { name: TINY_MODEL_NAME })).toBeChecked();
});

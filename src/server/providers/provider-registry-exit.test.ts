import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFakeUpstream, type FakeUpstreamHandle } from '../../../tests/fake-upstream/fake-upstream';
import { spawnServerProcess } from '../../../tests/server/server-process';

/**
 * A process with a provider registry ends by itself: the model list's refresh timer does not keep
 * it alive (a Node process the registry runs in, through tsx, with a fake Ollama to read).
 */
let fake: FakeUpstreamHandle;
beforeAll(async () => {
  fake = await createFakeUpstream({ flavour: 'ollama', models: { ids: ['llama3.2:latest'] } });
});
afterAll(() => fake.close());

it('is not kept alive by the model list timer', async () => {
  const script = `const { createProviderRegistry } = await import('./src/server/providers/provider-registry.ts');
    const registry = createProviderRegistry({ OLLAMA_BASE_URL: '${fake.baseURL}', UPSTREAM_TIMEOUT_MS: 1000 });
    await registry.ready;
    console.log('models', registry.get('ollama').catalog.models().length);`;
  const run = spawnServerProcess({}, ['--import', 'tsx', '--input-type=module', '-e', script]);
  expect(await run.exited).toBe(0);
  expect(run.output()).toContain('models 1');
});

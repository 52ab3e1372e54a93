import type { Context } from 'hono';
import type { ModelEntry, ModelsReply } from '../../shared/api-contract';
import { BROWSER_PROVIDER_ID, BROWSER_PROVIDER_NAME } from '../../shared/config/local-models';
import type { ProviderRegistry } from '../providers/provider-registry';

/**
 * GET /api/models: each configured provider's id, name and models; never a key or a base URL. Last,
 * the browser's model (`browserModel`), which the page runs itself: the server only says where its
 * file is.
 */
export function createModelsHandler(providers: ProviderRegistry, browserModel?: ModelEntry) {
  return async (c: Context): Promise<Response> => {
    await providers.ready;
    const reply: ModelsReply = {
      providers: providers.entries().map(({ config, catalog }) => ({
        id: config.id,
        name: config.name,
        models: catalog.models().map(({ id, name, description, contextTokens }) => ({ id, name, description, contextTokens })),
      })),
    };
    if (browserModel) reply.providers.push({ id: BROWSER_PROVIDER_ID, name: BROWSER_PROVIDER_NAME, models: [browserModel] });
    c.header('cache-control', 'no-cache');
    return c.json(reply);
  };
}

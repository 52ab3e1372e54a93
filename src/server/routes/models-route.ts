import type { Context } from 'hono';
import type { ModelsReply } from '../../shared/api-contract';
import type { ProviderRegistry } from '../providers/provider-registry';

/** GET /api/models: each configured provider's id, name and models; never a key or a base URL. */
export function createModelsHandler(providers: ProviderRegistry) {
  return async (c: Context): Promise<Response> => {
    await providers.ready;
    const reply: ModelsReply = {
      providers: providers.entries().map(({ config, catalog }) => ({
        id: config.id,
        name: config.name,
        models: catalog.models().map(({ id, name, description, contextTokens }) => ({ id, name, description, contextTokens })),
      })),
    };
    c.header('cache-control', 'no-cache');
    return c.json(reply);
  };
}

import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createAppFromEnv } from '../app-from-env';
import { parseEnv } from '../env';
import { createProviderRegistry } from '../providers/provider-registry';
import { parseProvidersFile } from '../providers/providers-file';

export type NodeFunction = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * The same app object as the Node server, as a Vercel function on the Node.js runtime (the
 * `(req, res)` signature; a streamed reply goes out chunk by chunk). Vercel serves the built page
 * itself, so only the API and the health and metrics routes come here (vercel.json). There is no
 * SIGTERM drain: the platform ends an invocation when its reply ends. Limits shared between
 * invocations need REDIS_URL: without it each function instance counts on its own.
 */
export async function createVercelFunction(variables: Record<string, string | undefined>): Promise<NodeFunction> {
  const env = parseEnv(variables);
  const log = (line: string) => console.log(line);
  const file = env.PROVIDERS_FILE ? parseProvidersFile(readFileSync(resolve(process.cwd(), env.PROVIDERS_FILE), 'utf8'), env.PROVIDERS_FILE) : [];
  const providers = createProviderRegistry(env, { file, variables, log });
  const { app } = await createAppFromEnv(env, providers, log);
  return getRequestListener(app.fetch);
}

import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { z } from 'zod';
import { createApp } from './app';
import { parseEnv, type ServerEnv } from './env';
import { createProviderRegistry } from './providers/provider-registry';

/** The Node entry: reads the environment, serves the page and the API, stops cleanly on a signal. */
const env = readEnv();
const log = (line: string) => console.log(line);
if (!env.GROQ_API_KEY) {
  console.warn('GROQ_API_KEY is not set: the page is served, but every model call answers 503 until it is set.');
}

const app = createApp({
  providers: createProviderRegistry(env),
  upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
  rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
  trustedProxies: env.TRUST_PROXY,
  metricsToken: env.METRICS_TOKEN,
  staticDir: resolve(process.cwd(), env.STATIC_DIR),
  log,
});

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  log(`listening on http://${env.HOST}:${info.port}`);
});

function shutdown(signal: string): void {
  log(`${signal}: closing`);
  server.close(() => process.exit(0));
  // Idle keep-alive connections would otherwise hold close() open until they time out.
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  // Streams still open after a grace period are cut, so a deploy never hangs.
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));

function readEnv(): ServerEnv {
  try {
    return parseEnv(process.env);
  } catch (error) {
    // zod names the variable and the rule, never the value (which could be the key).
    const issues = error instanceof z.ZodError ? error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') : String(error);
    console.error(`The server environment is not valid: ${issues}`);
    process.exit(1);
  }
}

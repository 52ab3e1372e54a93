import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { z } from 'zod';
import { createApp } from './app';
import { parseEnv, type ServerEnv } from './env';
import { httpServerOptions } from './http-limits';
import { createProviderRegistry, type ProviderRegistry } from './providers/provider-registry';
import { parseProvidersFile, ProviderConfigError } from './providers/providers-file';

/** The Node entry: reads the environment, serves the page and the API, stops cleanly on a signal. */
const env = readEnv();
const log = (line: string) => console.log(line);
const providers = readProviders();
if (providers.entries().length === 0) {
  console.warn(
    'No model provider is configured (GROQ_API_KEY, OPENAI_API_KEY, OPENROUTER_API_KEY, OLLAMA_BASE_URL, LMSTUDIO_BASE_URL or PROVIDERS_FILE): the page is served, but every model call answers 503 until one is set.',
  );
} else {
  log(`providers: ${providers.entries().map((e) => e.config.id).join(', ')}`);
}

const app = createApp({
  providers,
  upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS,
  rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
  trustedProxies: env.TRUST_PROXY,
  allowedOrigins: env.ALLOWED_ORIGINS,
  metricsToken: env.METRICS_TOKEN,
  staticDir: resolve(process.cwd(), env.STATIC_DIR),
  log,
});

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions: httpServerOptions() }, (info) => {
  log(`listening on http://${env.HOST}:${info.port}`);
});

function shutdown(signal: string): void {
  log(`${signal}: closing`);
  providers.close();
  server.close(() => process.exit(0));
  // Idle keep-alive connections would otherwise hold close() open until they time out.
  if ('closeIdleConnections' in server) server.closeIdleConnections();
  // Streams still open after a grace period are cut, so a deploy never hangs.
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));

/** The configured providers; a bad PROVIDERS_FILE or an unsafe key stops the server with the reason. */
function readProviders(): ProviderRegistry {
  try {
    const file = env.PROVIDERS_FILE ? parseProvidersFile(readFileSync(resolve(process.cwd(), env.PROVIDERS_FILE), 'utf8'), env.PROVIDERS_FILE) : [];
    return createProviderRegistry(env, { file, variables: process.env, log });
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'error';
    const reason = error instanceof ProviderConfigError ? error.message : `PROVIDERS_FILE ${env.PROVIDERS_FILE} cannot be read (${code})`;
    console.error(`The provider configuration is not valid: ${reason}`);
    process.exit(1);
  }
}

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

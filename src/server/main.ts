import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createAppFromEnv } from './app-from-env';
import { EnvError, parseEnv, type ServerEnv } from './env';
import { httpServerOptions } from './http-limits';
import { createBatchedLog } from './log-writer';
import { createProviderRegistry, withProvider, type ProviderRegistry } from './providers/provider-registry';
import { createLocalModel, type LocalModel } from './local-model/local-provider';
import { checkModelFile } from './local-model/model-file';
import { ModelSourceError, resolveModelSource } from './local-model/model-source';
import { resolveBrowserModel, type BrowserModel } from './local-model/browser-model-entry';
import { createServerMetrics } from './metrics/server-metrics';
import { parseProvidersFile, ProviderConfigError } from './providers/providers-file';

/** The Node entry: reads the environment, serves the page and the API, stops cleanly on a signal. */
const env = readEnv();
const output = createBatchedLog((text) => process.stdout.write(text));
const log = output.log;
// Whatever way the process ends (process.exit after the drain, a crash), the waiting lines go out.
process.on('exit', output.flush);
const metrics = createServerMetrics();
const modelsDir = resolve(process.cwd(), env.MODELS_DIR);
const cloudProviders = readProviders();
const localModel = startLocalModel(cloudProviders.entries().length > 0);
const providers = localModel ? withProvider(cloudProviders, localModel.entry) : cloudProviders;
const browserModel = await readBrowserModel();
if (providers.entries().length === 0 && !browserModel) {
  console.warn(
    'No model provider is configured (GROQ_API_KEY, OPENAI_API_KEY, OPENROUTER_API_KEY, OLLAMA_BASE_URL, LMSTUDIO_BASE_URL or PROVIDERS_FILE), and LOCAL_MODEL and BROWSER_MODEL are off: the page is served, but every model call answers 503 until one is set.',
  );
} else {
  log(`providers: ${[...providers.entries().map((e) => e.config.id), ...(browserModel ? [`browser (${browserModel.entry.url})`] : [])].join(', ')}`);
}

const { app, limits, lifecycle } = await createAppFromEnv(env, providers, log, {
  staticDir: resolve(process.cwd(), env.STATIC_DIR),
  modelsDir,
  metrics,
  localModel,
  browserModel,
});
if (env.REDIS_URL) log('limits: shared through Redis');

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions: httpServerOptions({ keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS }) }, (info) => {
  log(`listening on http://${env.HOST}:${info.port}`);
});

/** How long the last replies may take to leave once every call has ended. */
const LAST_BYTES_MS = 2_000;

/**
 * Graceful: /readyz turns 503 and new calls are refused at once (the balancer stops sending);
 * calls in flight get SHUTDOWN_GRACE_MS to finish; streams still open then end with an `error`
 * event `server_shutting_down`; then the process exits. A second signal exits at once.
 */
async function shutdown(signal: string): Promise<void> {
  log(`${signal}: draining (${lifecycle.inFlight()} calls in flight, up to ${env.SHUTDOWN_GRACE_MS} ms)`);
  process.once(signal, () => process.exit(1));
  // The listener stays open meanwhile, so health checks read the 503 rather than a refused connection.
  await lifecycle.shutdown(env.SHUTDOWN_GRACE_MS);
  providers.close();
  await limits.close();
  // The streams' last events may still be on their way: connections close as their replies finish.
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    const sweep = setInterval(() => 'closeIdleConnections' in server && server.closeIdleConnections(), 50);
    setTimeout(() => {
      clearInterval(sweep);
      if ('closeAllConnections' in server) server.closeAllConnections();
      resolve();
    }, LAST_BYTES_MS).unref();
  });
  log(`${signal}: closed`);
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

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

/**
 * The server's own model (DESIGN.md, No key needed), prepared in the background: the server listens
 * at once and the page waits with `Preparing <name>`. A LOCAL_MODEL that names no usable file stops
 * the server with the reason.
 */
function startLocalModel(otherProviders: boolean): LocalModel | undefined {
  try {
    const source = resolveModelSource(env.LOCAL_MODEL, modelsDir, otherProviders);
    if (!source) return undefined;
    checkModelFile(source);
    return createLocalModel(source, {
      threads: env.LOCAL_MODEL_THREADS || Math.max(1, availableParallelism() - 1),
      contextTokens: env.LOCAL_MODEL_CONTEXT,
      parallel: env.LOCAL_MODEL_PARALLEL,
      maxWaiting: env.LOCAL_MODEL_QUEUE,
      log,
      metrics,
      progressOutput: process.stderr,
    });
  } catch (error) {
    if (!(error instanceof ModelSourceError)) throw error;
    console.error(`The server's own model cannot be used: ${error.message}`);
    process.exit(1);
  }
}

/** The model the page may run itself (DESIGN.md, No key needed); a BROWSER_MODEL it cannot use stops the server. */
async function readBrowserModel(): Promise<BrowserModel | undefined> {
  try {
    return await resolveBrowserModel(env.BROWSER_MODEL, modelsDir, env.BROWSER_MODEL_CONTEXT);
  } catch (error) {
    if (!(error instanceof ModelSourceError)) throw error;
    console.error(`The browser's model cannot be offered: ${error.message}`);
    process.exit(1);
  }
}

function readEnv(): ServerEnv {
  try {
    return parseEnv(process.env);
  } catch (error) {
    // The message names the variable and the rule, never the value (which could be the key).
    const issues = error instanceof EnvError ? error.message : String(error);
    console.error(`The server environment is not valid: ${issues}`);
    process.exit(1);
  }
}

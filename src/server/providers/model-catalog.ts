import type { ModelEntry } from '../../shared/api-contract';
import { UpstreamStatusError } from '../upstream-errors';
import type { ChatProvider } from './chat-provider';
import { keepValidModels } from './model-list-rules';
import type { ProviderConfig } from './provider-config';
import { MAX_PROVIDER_MODELS } from '../../shared/config/models';

export interface ModelCatalog {
  models(): readonly ModelEntry[];
  /** Settles when the first read is over (at once for a configured list). */
  ready: Promise<void>;
  stop(): void;
}

export interface CatalogOptions {
  refreshMs: number;
  /** After a failed read, the next one comes sooner (a local server started after this one). */
  retryMs?: number;
  readTimeoutMs: number;
  log: (line: string) => void;
}

/** How often a provider's model list is read again (DESIGN.md, Providers). */
export const MODEL_REFRESH_MS = 10 * 60 * 1000;
/** How soon a failed read is tried again. */
export const MODEL_RETRY_MS = 30 * 1000;

/**
 * A provider's models: its configured list, or its `GET /models`, read at start and every
 * `refreshMs` (after a failure, every `retryMs`). A failing read keeps the last good list and is
 * logged once until a read succeeds.
 */
export function createModelCatalog(config: ProviderConfig, provider: ChatProvider, options: CatalogOptions): ModelCatalog {
  if (config.models) {
    const fixed = config.models;
    return { models: () => fixed, ready: Promise.resolve(), stop: () => undefined };
  }
  let current: readonly ModelEntry[] = [];
  let failing = false;
  let stopped = false;
  let lastCutLine = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const retryMs = Math.min(options.retryMs ?? MODEL_RETRY_MS, options.refreshMs);

  async function read(): Promise<void> {
    try {
      const listed = await provider.listModels(AbortSignal.timeout(options.readTimeoutMs));
      const kept = keepValidModels(listed);
      current = kept.models;
      // Said once per change, naming the provider: the person running the server can tell why a model is missing.
      const cutLine = kept.refused + kept.cut === 0 ? '' : `models: ${config.id} listed ${listed.length} models; kept ${current.length}, left out ${kept.refused} not valid and ${kept.cut} past the limit of ${MAX_PROVIDER_MODELS}`;
      if (cutLine !== lastCutLine && cutLine !== '') options.log(cutLine);
      lastCutLine = cutLine;
      if (failing) options.log(`models: ${config.id} answered again (${current.length} models)`);
      failing = false;
    } catch (error) {
      if (!failing) options.log(`models: reading ${config.id}'s model list failed (${reason(error)}); keeping the last list`);
      failing = true;
    }
    if (stopped) return;
    timer = setTimeout(() => void read(), failing ? retryMs : options.refreshMs);
    // unref: the timer alone never keeps the process (or a test run) alive.
    timer.unref();
  }

  const ready = read();
  return {
    models: () => current,
    ready,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** A status or an error name: never the provider's message, which may echo request details. */
function reason(error: unknown): string {
  if (error instanceof UpstreamStatusError) return `status ${error.status}`;
  return error instanceof Error ? error.name : 'unknown error';
}

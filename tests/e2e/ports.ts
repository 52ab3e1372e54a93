/**
 * Every Playwright worker runs its own servers and fake upstreams, on ports derived from
 * E2E_PORT_BASE (so that checkouts testing at once do not collide) and the worker's parallel index
 * (so that workers do not): worker i uses base + 10 i + 1 … base + 10 i + 9.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4300);

export function workerPorts(parallelIndex: number) {
  const at = base + 10 * parallelIndex;
  return {
    /** The fake Groq and the server configured with it (every test's page). */
    fake: at + 1,
    server: at + 2,
    /** A fake local Ollama, and a server with both providers (tests/e2e/providers.spec.ts). */
    ollamaFake: at + 3,
    multiServer: at + 4,
    /** A server with no provider at all (the page's first-minute notice). */
    bareServer: at + 5,
    /** A server over a private copy of the build, for a test that changes the build (a new service worker). */
    ownServer: at + 6,
    /** A server with no key, running its own tiny model (tests/e2e/local-model.spec.ts). */
    localServer: at + 7,
    /** A server with no key offering the tiny model to the page (tests/e2e/browser-model.spec.ts). */
    browserServer: at + 8,
  };
}

/** The models the fake Ollama lists at GET /v1/models. */
export const E2E_OLLAMA_MODELS = ['llama3.2:latest', 'qwen2.5:7b'];

/** The key the browser tests' servers are given: no answer and no built file may hold it. */
export const E2E_API_KEY = 'gsk_e2e_secret_key_never_shown';

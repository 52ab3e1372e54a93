const base = Number(process.env.E2E_PORT_BASE ?? 4300);

export const E2E_FAKE_PORT = base + 1;
export const E2E_SERVER_PORT = base + 2;
export const E2E_FAKE_URL = `http://127.0.0.1:${E2E_FAKE_PORT}`;

/** A fake Ollama, and a second server configured with both Groq (the fake above) and it. */
export const E2E_OLLAMA_FAKE_PORT = base + 3;
export const E2E_MULTI_SERVER_PORT = base + 4;
export const E2E_OLLAMA_FAKE_URL = `http://127.0.0.1:${E2E_OLLAMA_FAKE_PORT}`;
export const E2E_MULTI_SERVER_URL = `http://127.0.0.1:${E2E_MULTI_SERVER_PORT}`;
/** The models the fake Ollama lists at GET /v1/models. */
export const E2E_OLLAMA_MODELS = ['llama3.2:latest', 'qwen2.5:7b'];
/** A server with no provider configured at all (the page's first-minute notice). */
export const E2E_BARE_SERVER_PORT = base + 5;
export const E2E_BARE_SERVER_URL = `http://127.0.0.1:${E2E_BARE_SERVER_PORT}`;
/** The key the browser tests' servers are given: no answer and no built file may hold it. */
export const E2E_API_KEY = 'gsk_e2e_secret_key_never_shown';

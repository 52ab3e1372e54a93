const base = Number(process.env.E2E_PORT_BASE ?? 4300);

export const E2E_FAKE_PORT = base + 1;
export const E2E_SERVER_PORT = base + 2;
export const E2E_FAKE_URL = `http://127.0.0.1:${E2E_FAKE_PORT}`;

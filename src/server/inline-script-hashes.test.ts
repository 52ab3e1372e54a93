import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { startHarness } from '../../tests/server/test-harness';

it("allows the page's inline script by its hash, never by 'unsafe-inline'", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'server-csp-'));
  const inline = "document.documentElement.dataset.theme='dark'";
  await writeFile(join(dir, 'index.html'), `<!doctype html><script>${inline}</script><script type="module" src="/assets/a.js"></script>`);
  const h = await startHarness({ staticDir: dir });
  try {
    const res = await h.app.request('/');
    const scriptSrc = (res.headers.get('content-security-policy') ?? '').split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    const hash = createHash('sha256').update(inline).digest('base64');
    // 'wasm-unsafe-eval' lets the browser's model compile WebAssembly; it allows no eval of script.
    expect(scriptSrc.trim()).toBe(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}'`);
  } finally {
    await h.fake.close();
    await rm(dir, { recursive: true, force: true });
  }
});

import { afterEach, describe, expect, it } from 'vitest';
import { API_PATH } from '../../shared/api-contract';
import { HEALTHZ_PATH } from '../../shared/config/scale-limits';
import { listen, queryBody, startHarness, type Harness } from '../../../tests/server/test-harness';

const open: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()));
});

/** The headers Hono's secureHeaders writes (an answer made without Node underneath has them as Hono wrote them). */
const SECURITY = /^(content-security-policy|permissions-policy|x-frame-options|referrer-policy|x-content-type-options|strict-transport-security|cross-origin-|origin-agent-cluster|x-dns-prefetch-control|x-download-options|x-permitted-cross-domain-policies|x-xss-protection)/;
const securityOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => SECURITY.test(name)));

describe('security headers', () => {
  it('are the same on a Node socket as Hono writes them, on every kind of answer', async () => {
    const h: Harness = await startHarness();
    const server = await listen(h.app);
    open.push(h.fake, server);
    const json = { method: 'POST', headers: { 'content-type': 'application/json' }, body: queryBody() };
    const stream = { ...json, headers: { ...json.headers, accept: 'text/event-stream' } };
    const refused = { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' };
    for (const [path, init] of [[HEALTHZ_PATH, {}], [API_PATH, json], [API_PATH, stream], [API_PATH, refused], ['/api/unknown', {}]] as const) {
      const viaHono = await h.app.request(path, init);
      const viaNode = await fetch(`${server.url}${path}`, init);
      await Promise.all([viaHono.text(), viaNode.text()]);
      expect(Object.keys(securityOf(viaHono)).length, path).toBeGreaterThan(8);
      expect(securityOf(viaNode), `${path} ${viaNode.status}`).toEqual(securityOf(viaHono));
    }
  });
});

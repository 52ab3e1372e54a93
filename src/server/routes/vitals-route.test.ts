import { afterEach, describe, expect, it } from 'vitest';
import { METRICS_PATH, VITALS_MAX_BODY_BYTES, VITALS_PATH, VITALS_PER_MINUTE, VITALS_TOO_LARGE_MESSAGE } from '../../shared/config/web-vitals';
import { startHarness, type Harness } from '../../../tests/server/test-harness';

const open: Harness[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((h) => h.fake.close()));
});

async function app(overrides: Parameters<typeof startHarness>[0] = {}) {
  const h = await startHarness(overrides);
  open.push(h);
  return h.app;
}

const beacon = (a: Harness['app'], body: string, headers: Record<string, string> = {}) =>
  Promise.resolve(a.request(VITALS_PATH, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }));

const metrics = async (a: Harness['app'], headers: Record<string, string> = {}) => {
  const res = await Promise.resolve(a.request(METRICS_PATH, { headers }));
  return { res, text: res.status === 200 ? await res.text() : '' };
};

describe('POST /api/vitals and GET /metrics', () => {
  it('records each metric of a beacon in the web-vitals histogram, times in seconds', async () => {
    const a = await app();
    const res = await beacon(a, JSON.stringify({ metrics: [{ name: 'LCP', value: 1200 }, { name: 'CLS', value: 0.05 }] }));
    expect(res.status).toBe(204);
    const { res: page, text } = await metrics(a);
    expect(page.headers.get('content-type')).toContain('text/plain');
    expect(text).toContain('# TYPE writing_assistant_web_vitals histogram');
    expect(text).toContain('writing_assistant_web_vitals_sum{name="LCP"} 1.2');
    expect(text).toContain('writing_assistant_web_vitals_count{name="LCP"} 1');
    expect(text).toContain('writing_assistant_web_vitals_sum{name="CLS"} 0.05');
    expect(text).toContain('writing_assistant_web_vitals_bucket{le="0.1",name="CLS"} 1');
  });

  it.each([
    ['not JSON', 'LCP=1200'],
    ['an unknown metric', JSON.stringify({ metrics: [{ name: 'FID', value: 10 }] })],
    ['a negative value', JSON.stringify({ metrics: [{ name: 'INP', value: -1 }] })],
    ['a value no page load has', JSON.stringify({ metrics: [{ name: 'CLS', value: 500 }] })],
    ['a metric twice', JSON.stringify({ metrics: [{ name: 'FCP', value: 1 }, { name: 'FCP', value: 2 }] })],
    ['extra fields (nothing else is kept)', JSON.stringify({ metrics: [{ name: 'TTFB', value: 100, url: '/write/Secret' }] })],
    ['no metrics', JSON.stringify({ metrics: [] })],
  ])('refuses %s with 400 and records nothing', async (_name, body) => {
    const a = await app();
    const res = await beacon(a, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_request');
    expect((await metrics(a)).text).not.toMatch(/writing_assistant_web_vitals_count\{/);
  });

  it('refuses a beacon over the size limit with 413, saying it is the beacon that was too large', async () => {
    const a = await app();
    const res = await beacon(a, JSON.stringify({ metrics: [{ name: 'LCP', value: 1 }], pad: 'x'.repeat(VITALS_MAX_BODY_BYTES) }));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(VITALS_TOO_LARGE_MESSAGE);
  });

  it('limits beacons per client, apart from the model-call limit', async () => {
    const a = await app({ rateLimitPerMinute: 1 });
    const body = JSON.stringify({ metrics: [{ name: 'TTFB', value: 80 }] });
    for (let i = 0; i < VITALS_PER_MINUTE; i++) expect((await beacon(a, body)).status).toBe(204);
    expect((await beacon(a, body)).status).toBe(429);
  });

  it('asks for the bearer token when METRICS_TOKEN is set: 401 without one, 403 with another', async () => {
    const a = await app({ metricsToken: 'metrics-secret' });
    expect((await metrics(a)).res.status).toBe(401);
    expect((await metrics(a, { authorization: 'Basic cDpx' })).res.status).toBe(401);
    expect((await metrics(a, { authorization: 'Bearer wrong' })).res.status).toBe(403);
    expect((await metrics(a, { authorization: 'Bearer metrics-secretx' })).res.status).toBe(403);
    const { res, text } = await metrics(a, { authorization: 'Bearer metrics-secret' });
    expect(res.status).toBe(200);
    expect(text).toContain('writing_assistant_web_vitals');
  });
});

it('does not limit beacons when rate limiting is turned off (RATE_LIMIT_PER_MINUTE=0)', async () => {
  const h = await startHarness({ rateLimitPerMinute: 0 });
  open.push(h);
  const body = JSON.stringify({ metrics: [{ name: 'TTFB', value: 80 }] });
  for (let i = 0; i <= VITALS_PER_MINUTE; i++) expect((await beacon(h.app, body)).status).toBe(204);
});

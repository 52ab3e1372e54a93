import { afterEach, expect, it, vi } from 'vitest';
import { VITALS_PATH } from '../../shared/config/web-vitals';

afterEach(() => {
  vi.doUnmock('web-vitals');
  vi.restoreAllMocks();
  // The reporting module links web-vitals when first loaded: each test loads it with its own mock.
  vi.resetModules();
});

it('only logs a warning when the performance script fails to load', async () => {
  vi.doMock('web-vitals', () => {
    throw new Error('offline');
  });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { startWebVitals } = await import('./web-vitals');
  // A failed import that escaped as an unhandled rejection would fail the run.
  startWebVitals();
  await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
});

it('waits for the page to load before loading the script', async () => {
  const onLCP = vi.fn();
  const order: string[] = [];
  vi.doMock('web-vitals', () => {
    order.push('script loaded');
    return { onCLS: vi.fn(), onFCP: vi.fn(), onINP: vi.fn(), onLCP, onTTFB: vi.fn() };
  });
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  vi.spyOn(console, 'debug').mockImplementation(() => {});
  const { startWebVitals } = await import('./web-vitals');
  startWebVitals();
  // Every import started so far has settled: an eager page would have loaded the script by now.
  await vi.dynamicImportSettled();
  order.push('page loaded');
  window.dispatchEvent(new Event('load'));
  // Vitest runs in development mode, where the metrics are reported to the console.
  await vi.waitFor(() => expect(onLCP).toHaveBeenCalledTimes(1));
  expect(order).toEqual(['page loaded', 'script loaded']);
});

it('in production, sends the metrics in one beacon to the server when the page is hidden', async () => {
  vi.stubEnv('DEV', false);
  const report = (name: string, value: number) => (cb: (m: { name: string; value: number }) => void) => cb({ name, value });
  vi.doMock('web-vitals', () => ({
    onCLS: report('CLS', 0.02),
    onFCP: report('FCP', 900),
    onINP: vi.fn(),
    onLCP: report('LCP', 1500),
    onTTFB: report('TTFB', 120),
  }));
  const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  const { startWebVitals } = await import('./web-vitals');
  const subscribed = vi.spyOn(document, 'addEventListener');
  startWebVitals();
  // The script is in and every metric reported (the beacon queue listens for visibilitychange
  // before the metrics subscribe): nothing is sent until the page is hidden.
  await vi.waitFor(() => expect(subscribed).toHaveBeenCalledWith('visibilitychange', expect.any(Function)));
  expect(sendBeacon).not.toHaveBeenCalled();

  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(sendBeacon).toHaveBeenCalledTimes(1);
  const [url, body] = sendBeacon.mock.calls[0]!;
  expect(url).toBe(VITALS_PATH);
  expect(body.type).toBe('application/json');
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(body);
  });
  expect(JSON.parse(text)).toEqual({
    metrics: [
      { name: 'CLS', value: 0.02 },
      { name: 'FCP', value: 900 },
      { name: 'LCP', value: 1500 },
      { name: 'TTFB', value: 120 },
    ],
  });
  vi.unstubAllEnvs();
});

it('in production, takes every change of each metric, so the beacon of a pagehide already holds LCP', async () => {
  vi.stubEnv('DEV', false);
  const subscriptions = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'].map((name) => ({ name, on: vi.fn() }));
  vi.doMock('web-vitals', () => Object.fromEntries(subscriptions.map(({ name, on }) => [`on${name}`, on])));
  const { startWebVitals } = await import('./web-vitals');
  startWebVitals();
  await vi.waitFor(() => expect(subscriptions.every(({ on }) => on.mock.calls.length === 1)).toBe(true));
  for (const { name, on } of subscriptions) expect(on.mock.calls[0]?.[1], name).toEqual({ reportAllChanges: true });
  vi.unstubAllEnvs();
});

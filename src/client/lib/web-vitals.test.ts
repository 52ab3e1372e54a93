import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('web-vitals');
  vi.restoreAllMocks();
});

it('only logs a warning when the performance script fails to load', async () => {
  vi.doMock('web-vitals', () => {
    throw new Error('offline');
  });
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { startWebVitals } = await import('./web-vitals');
  expect(() => startWebVitals()).not.toThrow();
  await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
});

it('waits for the page to load before loading the script', async () => {
  const onLCP = vi.fn();
  vi.doMock('web-vitals', () => ({ onCLS: vi.fn(), onFCP: vi.fn(), onINP: vi.fn(), onLCP, onTTFB: vi.fn() }));
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  vi.spyOn(console, 'debug').mockImplementation(() => {});
  const { startWebVitals } = await import('./web-vitals');
  startWebVitals();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(onLCP).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('load'));
  // Vitest runs in development mode, where the metrics are reported to the console.
  await vi.waitFor(() => expect(onLCP).toHaveBeenCalledTimes(1));
});

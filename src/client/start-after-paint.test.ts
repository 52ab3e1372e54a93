import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAfterFirstPaint } from './start-after-paint';

const SCRIPTS = ['/assets/index-a.js', '/assets/chunk-b.js', '/assets/chunk-c.js'];
const LATEST_MS = 3000;

/** A stand-in for the browser's paint timing: the test says when the first contentful paint comes. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static observers: FakePaintObserver[] = [];
  disconnected = false;
  constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
    FakePaintObserver.observers.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  paint(name: string) {
    if (!this.disconnected) this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
const paint = (name: string) => FakePaintObserver.observers.forEach((observer) => observer.paint(name));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  FakePaintObserver.observers = [];
  vi.stubGlobal('PerformanceObserver', FakePaintObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('the page’s script starts once the shell has painted', () => {
  it('not at a first paint that shows nothing, then at the first contentful paint: the entry imported once, its chunks preloaded', () => {
    const load = vi.fn();
    startAfterFirstPaint(SCRIPTS, LATEST_MS, load);
    paint('first-paint');
    expect(load).not.toHaveBeenCalled();
    expect(preloaded()).toEqual([]);
    paint('first-contentful-paint');
    expect(load.mock.calls).toEqual([['/assets/index-a.js']]);
    expect(preloaded()).toEqual(['/assets/chunk-b.js', '/assets/chunk-c.js']);
    vi.advanceTimersByTime(LATEST_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a shell that never paints does not keep the page from starting', () => {
    const load = vi.fn();
    startAfterFirstPaint(SCRIPTS, LATEST_MS, load);
    vi.advanceTimersByTime(LATEST_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page opened in the background starts at once', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const load = vi.fn();
    startAfterFirstPaint(SCRIPTS, LATEST_MS, load);
    expect(load).toHaveBeenCalledTimes(1);
    visibility.mockRestore();
  });

  it('without paint timing, after the first frame', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const load = vi.fn();
    startAfterFirstPaint(SCRIPTS, LATEST_MS, load);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

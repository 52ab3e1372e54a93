import { afterEach, beforeEach, vi } from 'vitest';

/** For renderer tests: each animation frame comes at once, so every update is drawn as it happens. */
export function framesAtOnceEachTest(): void {
  beforeEach(() => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(performance.now());
      return 0;
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

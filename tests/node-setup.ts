import { vi } from 'vitest';

// The server-side files share their worker thread (vitest.config.ts), and an earlier file's server
// or stream may still be winding down: installed here, fake timers would take its timers into their
// clock (a model-list test hung so on CI). A file that needs them is listed in NODE_TESTS_ALONE.
vi.useFakeTimers = () => {
  throw new Error('Fake timers need a thread of their own: list this file in NODE_TESTS_ALONE (vitest.config.ts).');
};

import { vi } from 'vitest';

// The page's test files share a worker and its jsdom, and most server-side ones a worker thread
// (`isolate: false` in vitest.config.ts): a new process and a new jsdom for each file cost more
// than the tests themselves (starting jsdom and the page's modules is most of a small file's time).
// Each file still starts from modules evaluated afresh, so the stores, caches and registries of one
// file never reach the next; mocks stay the file's own (Vitest keeps them per file).
vi.resetModules();

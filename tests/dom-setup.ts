import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// The files share one document (vitest.config.ts): what a file put into the body itself, past
// Testing Library's renders, is gone before the next file, whose queries would otherwise find it.
afterAll(() => document.body.replaceChildren());

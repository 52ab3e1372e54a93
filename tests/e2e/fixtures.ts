import { test as base, expect, type Page } from '@playwright/test';
import type { FakeScript, RecordedRequest } from '../fake-upstream/fake-script';
import { E2E_FAKE_URL } from './ports';

export interface FakeUpstream {
  /** Queue a scripted reply (see FakeScript). */
  script(script: FakeScript): Promise<void>;
  /** Every request the fake received since the test began. */
  requests(): Promise<RecordedRequest[]>;
}

async function post(path: string, body?: unknown): Promise<void> {
  const res = await fetch(`${E2E_FAKE_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`fake upstream ${path}: ${res.status}`);
}

export const test = base.extend<{ fake: FakeUpstream }>({
  // Automatic: every test starts with an empty script queue, even one that never asks for `fake`,
  // so a reply scripted but not used by one test cannot leak into the next.
  fake: [
    async ({}, use) => {
      await post('/__fake/reset');
      await use({
        script: (script) => post('/__fake/script', script),
        requests: async () => {
          const res = await fetch(`${E2E_FAKE_URL}/__fake/requests`);
          return (await res.json()) as RecordedRequest[];
        },
      });
    },
    { auto: true },
  ],
});

/** Fresh storage for a test that starts from a given state (runs before any page script). */
export async function seedStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((e) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v);
  }, entries);
}

export { expect };

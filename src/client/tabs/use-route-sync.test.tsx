import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedTabStore } from './seed-tab-store';
import { useTabStore } from './tab-store';
import { useRouteSync } from './use-route-sync';

vi.mock('../ui/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

function Page() {
  useRouteSync();
  const location = useLocation();
  return <output>{location.pathname}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:persona?/:tabTitle?" element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );
}

const path = () => screen.getByRole('status').textContent;

beforeEach(() => {
  seedTabStore({ write: [{ title: 'Formal', query: '' }, { title: 'Hindi में', query: '' }], Chat: [{ title: 'Talk', query: '' }] }, 1);
});

describe('useRouteSync', () => {
  it('replaces the root with the stored persona and active tab, encoded', () => {
    renderAt('/');
    expect(path()).toBe(`/write/${encodeURIComponent('Hindi में')}`);
  });

  it('applies a known persona and title from the URL', () => {
    renderAt('/Chat/talk');
    expect(useTabStore.getState().selectedPersona).toBe('Chat');
    expect(path()).toBe('/Chat/Talk');
  });

  it('keeps the stored selection for an unknown persona, and takes the first tab for an unknown title', () => {
    renderAt('/ghost/Formal');
    expect(useTabStore.getState().activeTabIndex).toBe(1);
    expect(path()).toBe(`/write/${encodeURIComponent('Hindi में')}`);
  });

  it('follows later changes of tab and persona', () => {
    renderAt('/write/nope');
    expect(path()).toBe('/write/Formal');
    act(() => useTabStore.getState().selectTab(1));
    expect(path()).toBe(`/write/${encodeURIComponent('Hindi में')}`);
    act(() => void useTabStore.getState().selectPersona('Chat'));
    expect(path()).toBe('/Chat/Talk');
  });
});

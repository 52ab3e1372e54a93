import { act, render } from '@testing-library/react';
import { useCallback, useEffect, useState } from 'react';
import { Route, Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { seedTabStore } from '../../../tests/unit/seed-tab-store';
import { useTabStore } from '../state/tab-store';
import { useRouteSync } from './use-route-sync';

vi.mock('../ui/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

let lastPath = '';

function Page() {
  useRouteSync();
  const [location] = useLocation();
  return <output>{location}</output>;
}

function renderAt(path: string) {
  const memory = memoryLocation({ path });
  // The address as written (wouter shows it decoded).
  lastPath = path;
  const hook = () => {
    const [location, navigate] = memory.hook();
    lastPath = location;
    return [location, navigate] as ReturnType<typeof memory.hook>;
  };
  render(
    <Router hook={hook}>
      <Route path="/:persona?/:tabTitle?" component={Page} />
    </Router>,
  );
}

const path = () => lastPath;
/** Lets the work the hook left for an idle moment run (jsdom has no requestIdleCallback: a timer). */
const idle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 5)));

beforeEach(() => {
  seedTabStore({ write: [{ title: 'Formal', instruction: '' }, { title: 'Hindi में', instruction: '' }], Chat: [{ title: 'Talk', instruction: '' }] }, 1);
});

describe('useRouteSync', () => {
  it('replaces the root with the stored persona and active tab, encoded', async () => {
    renderAt('/');
    await idle();
    expect(path()).toBe(`/write/${encodeURIComponent('Hindi में')}`);
  });

  it('applies a known persona and title from the URL', async () => {
    renderAt('/Chat/talk');
    expect(useTabStore.getState().selectedPersona).toBe('Chat');
    await idle();
    expect(path()).toBe('/Chat/Talk');
  });

  it('keeps the stored selection for an unknown persona, and takes the first tab for an unknown title', async () => {
    renderAt('/ghost/Formal');
    expect(useTabStore.getState().activeTabIndex).toBe(1);
    await idle();
    expect(path()).toBe(`/write/${encodeURIComponent('Hindi में')}`);
  });

  it('follows later changes of tab and persona', async () => {
    renderAt('/write/nope');
    await idle();
    expect(path()).toBe('/write/Formal');
    act(() => useTabStore.getState().selectTab(1));
    await idle();
    expect(path()).toBe(`/write/${encodeURIComponent('Hindi में')}`);
    act(() => void useTabStore.getState().selectPersona('Chat'));
    await idle();
    expect(path()).toBe('/Chat/Talk');
  });

  it('writes the address after the frame of the switch, once for quick switches, and at once when the page is left', async () => {
    renderAt('/write/Formal');
    act(() => useTabStore.getState().selectTab(1));
    act(() => useTabStore.getState().selectTab(0));
    act(() => useTabStore.getState().selectTab(1));
    expect(path()).toBe('/write/Formal');
    await idle();
    expect(path()).toBe(`/write/${encodeURIComponent('Hindi में')}`);

    act(() => useTabStore.getState().selectTab(0));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(path()).toBe('/write/Formal');
  });
});

/** A router whose replaces arrive only when `deliver` is called, as a transition may make them. */
function renderWithLateUrl(path: string) {
  const queued: string[] = [];
  let setPath: (next: string) => void = () => {};
  const navigate = (to: string) => void queued.push(to);
  function Host() {
    const [location, setLocation] = useState(path);
    useEffect(() => {
      setPath = setLocation;
    }, [setLocation]);
    const hook = useCallback((): [string, typeof navigate] => {
      lastPath = location;
      return [location, navigate];
    }, [location]);
    return (
      <Router hook={hook}>
        <Route path="/:persona?/:tabTitle?" component={Page} />
      </Router>
    );
  }
  render(<Host />);
  return {
    deliverOne: () => act(() => setPath(queued.shift() ?? path)),
    deliverAll: () => {
      while (queued.length > 0) act(() => setPath(queued.shift() ?? path));
    },
    /** A URL from outside, such as the logo link. */
    visit: (next: string) => act(() => setPath(next)),
  };
}

describe('useRouteSync with a URL that lags behind the store', () => {
  it('never applies its own stale URL back when the store moves on before the URL catches up', async () => {
    seedTabStore({ write: ['One', 'Two', 'Three'].map((title) => ({ title, instruction: '' })) }, 2);
    const router = renderWithLateUrl('/write/Three');
    act(() => useTabStore.getState().selectTab(0));
    await idle();
    act(() => useTabStore.getState().selectTab(1));
    await idle();
    expect(useTabStore.getState().activeTabIndex).toBe(1);
    router.deliverOne();
    expect(useTabStore.getState().activeTabIndex).toBe(1);
    router.deliverAll();
    expect(useTabStore.getState().activeTabIndex).toBe(1);
    expect(path()).toBe('/write/Two');
  });

  it('still applies a URL that arrives from outside', async () => {
    const router = renderWithLateUrl('/write/Formal');
    await idle();
    router.deliverAll();
    router.visit('/Chat/Talk');
    expect(useTabStore.getState().selectedPersona).toBe('Chat');
  });
});

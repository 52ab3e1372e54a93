import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, Router } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { seedTabStore } from '../../../tests/unit/seed-tab-store';
import { useTabStore } from '../state/tab-store';
import { startRouteSync } from './route-sync';

vi.mock('../ui/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const HINDI = `/write/${encodeURIComponent('Hindi में')}`;
const path = () => location.pathname;
/** Runs the work the sync left for an idle moment (the clock is the test's). */
const idle = () => act(() => vi.runOnlyPendingTimers());

let stop: (() => void) | undefined;
let storeWrites = 0;
let stopCounting: (() => void) | undefined;
/** Every write to the address bar the sync makes. */
let addressWrites: MockInstance<History['replaceState']>;

/** The page at `address` (as the browser opened it), its store seeded, then the sync started as main.tsx starts it. */
function startAt(address: string) {
  history.replaceState(null, '', address);
  addressWrites = vi.spyOn(history, 'replaceState');
  stop = startRouteSync();
  stopCounting = useTabStore.subscribe(() => void storeWrites++);
}

/** An address from outside: the browser's Back or Forward to it. */
function historyNavigation(address: string) {
  history.replaceState(null, '', address);
  addressWrites.mockClear();
  act(() => void dispatchEvent(new PopStateEvent('popstate')));
}

/** Three tab switches within one frame, ending on the Hindi tab. */
function switchQuickly() {
  for (const index of [1, 0, 1]) act(() => useTabStore.getState().selectTab(index));
}

beforeEach(() => {
  vi.useFakeTimers();
  seedTabStore({ write: [{ title: 'Formal', instruction: '' }, { title: 'Hindi में', instruction: '' }], Chat: [{ title: 'Talk', instruction: '' }] }, 1);
  storeWrites = 0;
});

afterEach(() => {
  stop?.();
  stopCounting?.();
  addressWrites.mockRestore();
  vi.useRealTimers();
});

describe('the address and the tab store', () => {
  it('replaces the root with the stored persona and active tab, encoded', () => {
    startAt('/');
    idle();
    expect(path()).toBe(HINDI);
  });

  it('applies a known persona and title from the address at start', () => {
    startAt('/Chat/talk');
    expect(useTabStore.getState().selectedPersona).toBe('Chat');
    idle();
    expect(path()).toBe('/Chat/Talk');
  });

  it('keeps the stored selection for an unknown persona, and takes the first tab for an unknown title', () => {
    startAt('/ghost/Formal');
    expect(useTabStore.getState().activeTabIndex).toBe(1);
    idle();
    expect(path()).toBe(HINDI);
    historyNavigation('/write/nope');
    expect(useTabStore.getState().activeTabIndex).toBe(0);
  });

  it('follows later changes of tab and persona', () => {
    startAt('/write/nope');
    idle();
    expect(path()).toBe('/write/Formal');
    act(() => useTabStore.getState().selectTab(1));
    idle();
    expect(path()).toBe(HINDI);
    act(() => void useTabStore.getState().selectPersona('Chat'));
    idle();
    expect(path()).toBe('/Chat/Talk');
  });

  it('writes the address after the frame of the switch, once for quick switches, and at once when the page is left', () => {
    startAt('/write/Formal');
    switchQuickly();
    expect(path()).toBe('/write/Formal');
    idle();
    expect(path()).toBe(HINDI);
    expect(addressWrites).toHaveBeenCalledTimes(1);

    act(() => useTabStore.getState().selectTab(0));
    act(() => void dispatchEvent(new Event('pagehide')));
    expect(path()).toBe('/write/Formal');
  });

  it('never reads its own writes back: a store change is one address write, an address from outside one store write', () => {
    startAt('/write/Formal');
    idle();
    expect(addressWrites).not.toHaveBeenCalled(); // the address already says it
    switchQuickly();
    idle();
    expect({ storeWrites, addressWrites: addressWrites.mock.calls.length }).toEqual({ storeWrites: 3, addressWrites: 1 });

    historyNavigation('/Chat/talk');
    idle();
    // The address is put right ('Talk'), and that write is not read back into the store.
    expect(path()).toBe('/Chat/Talk');
    expect({ storeWrites, addressWrites: addressWrites.mock.calls.length }).toEqual({ storeWrites: 4, addressWrites: 1 });
    idle();
    expect(storeWrites).toBe(4);
  });

  it('applies an address from history navigation, a path the route does not take reading as the root', () => {
    startAt('/write/Formal');
    idle();
    historyNavigation('/Chat/Talk');
    expect(useTabStore.getState().selectedPersona).toBe('Chat');
    historyNavigation('/write/Formal/extra');
    expect(useTabStore.getState().selectedPersona).toBe('Chat');
    idle();
    expect(path()).toBe('/Chat/Talk');
  });

  it('applies a link’s address, and puts the store’s back after the logo’s `/`', () => {
    startAt('/write/Formal');
    render(
      <Router>
        <Link href="/Chat/Talk">Talk</Link>
        <Link href="/">Home</Link>
      </Router>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Talk' }));
    expect(useTabStore.getState().selectedPersona).toBe('Chat');
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(path()).toBe('/');
    idle();
    expect(path()).toBe('/Chat/Talk');
    expect(useTabStore.getState().selectedPersona).toBe('Chat');
  });
});

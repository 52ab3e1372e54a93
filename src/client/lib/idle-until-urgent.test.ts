import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_WORK_TIMEOUT_MS } from '../../shared/config/app-config';
import { idleUntilUrgent } from './idle-until-urgent';

const idleCallbacks: { id: number; run: () => void; timeout?: number }[] = [];

beforeEach(() => {
  idleCallbacks.length = 0;
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
    idleCallbacks.push({ id: next, run, timeout: options?.timeout });
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (id: number) => {
    const at = idleCallbacks.findIndex((c) => c.id === id);
    if (at >= 0) idleCallbacks.splice(at, 1);
  });
});
afterEach(() => vi.unstubAllGlobals());

const runIdle = () => idleCallbacks.splice(0).forEach((c) => c.run());

describe('idleUntilUrgent', () => {
  it('runs the work once when idle however often it was scheduled, with the timeout from config', () => {
    const work = vi.fn();
    const task = idleUntilUrgent(work);
    task.schedule();
    task.schedule();
    expect(work).not.toHaveBeenCalled();
    expect(idleCallbacks).toHaveLength(1);
    expect(idleCallbacks[0]?.timeout).toBe(IDLE_WORK_TIMEOUT_MS);
    runIdle();
    expect(work).toHaveBeenCalledTimes(1);
    task.schedule();
    runIdle();
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('runs scheduled work at once when the page is left or hidden, and only then', () => {
    const work = vi.fn();
    const task = idleUntilUrgent(work);
    window.dispatchEvent(new Event('pagehide'));
    expect(work).not.toHaveBeenCalled();

    task.schedule();
    window.dispatchEvent(new Event('pagehide'));
    expect(work).toHaveBeenCalledTimes(1);
    expect(idleCallbacks).toHaveLength(0);

    task.schedule();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('flushes on demand and drops cancelled work', () => {
    const work = vi.fn();
    const task = idleUntilUrgent(work);
    task.flush();
    expect(work).not.toHaveBeenCalled();
    task.schedule();
    task.flush();
    expect(work).toHaveBeenCalledTimes(1);
    task.schedule();
    task.cancel();
    runIdle();
    window.dispatchEvent(new Event('pagehide'));
    expect(work).toHaveBeenCalledTimes(1);
  });
});

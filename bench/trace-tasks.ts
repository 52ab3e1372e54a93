import type { Browser, Page } from '@playwright/test';

/** The page's longest main-thread task in wall time and in CPU time, from a Chromium trace. */
export interface TaskFigures {
  longestWallMs: number;
  longestCpuMs: number;
  over50WallMs: number;
  over50CpuMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Traces the page from now until the returned function is called. Wall time counts the time the
 * task waited for a CPU too, so on a busy machine its CPU time (the trace's thread duration) is
 * the figure that says what the page itself costs.
 */
export async function traceTasks(browser: Browser, page: Page): Promise<() => Promise<TaskFigures>> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  return async () => {
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const main = new Set(
      traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
    );
    const tasks = traceEvents.filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`));
    const wall = tasks.map((e) => (e.dur ?? 0) / 1000);
    const cpu = tasks.map((e) => (e.tdur ?? 0) / 1000);
    return {
      longestWallMs: Math.max(0, ...wall),
      longestCpuMs: Math.max(0, ...cpu),
      over50WallMs: wall.filter((ms) => ms > 50).length,
      over50CpuMs: cpu.filter((ms) => ms > 50).length,
    };
  };
}

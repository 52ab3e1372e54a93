import type { Browser, Page } from '@playwright/test';

/** The page's longest main-thread task in wall time and in CPU time, from a Chromium trace. */
export interface TaskFigures {
  longestWallMs: number;
  longestCpuMs: number;
  over50WallMs: number;
  over50CpuMs: number;
  /**
   * For each click, the CPU time of the main-thread tasks from its dispatch to the end of the next
   * paint: what the page spends to answer it, whatever the wait for a CPU on a busy machine.
   */
  clickToPaintCpuMs: number[];
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { type?: string } };
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
    const onMain = traceEvents.filter((e) => e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
    const tasks = onMain.filter((e) => e.name === 'RunTask');
    const paintEnds = onMain.filter((e) => e.name === 'Paint').map((e) => (e.ts ?? 0) + (e.dur ?? 0));
    const clickToPaintCpuMs = onMain
      .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')
      .flatMap((click) => {
        const from = click.ts ?? 0;
        const to = paintEnds.filter((end) => end > from).sort((a, b) => a - b)[0];
        if (to === undefined) return [];
        const inWindow = tasks.filter((t) => (t.ts ?? 0) < to && (t.ts ?? 0) + (t.dur ?? 0) > from);
        return [inWindow.reduce((total, t) => total + (t.tdur ?? 0) / 1000, 0)];
      });
    const wall = tasks.map((e) => (e.dur ?? 0) / 1000);
    const cpu = tasks.map((e) => (e.tdur ?? 0) / 1000);
    return {
      longestWallMs: Math.max(0, ...wall),
      longestCpuMs: Math.max(0, ...cpu),
      over50WallMs: wall.filter((ms) => ms > 50).length,
      over50CpuMs: cpu.filter((ms) => ms > 50).length,
      clickToPaintCpuMs,
    };
  };
}

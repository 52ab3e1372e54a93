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
  /** The same CPU time summed over every click, by kind of work (script, style, layout, paint, other). */
  clickToPaintByKind: Record<WorkKind, number>;
}

export type WorkKind = 'script' | 'style' | 'layout' | 'paint' | 'other';

/** Trace events by the kind of work they are; an event's own time is its CPU time less its children's. */
const KIND_OF: Record<string, WorkKind> = {
  FunctionCall: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  EvaluateScript: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
};

/** One event of Chromium's trace, with the fields the benches read. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string } };
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
    const clickToPaintByKind: Record<WorkKind, number> = { script: 0, style: 0, layout: 0, paint: 0, other: 0 };
    const clickToPaintCpuMs = onMain
      .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')
      .flatMap((click) => {
        const from = click.ts ?? 0;
        const to = paintEnds.filter((end) => end > from).sort((a, b) => a - b)[0];
        if (to === undefined) return [];
        const inWindow = tasks.filter((t) => (t.ts ?? 0) < to && (t.ts ?? 0) + (t.dur ?? 0) > from);
        for (const task of inWindow) addByKind(clickToPaintByKind, onMain, task);
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
      clickToPaintByKind,
    };
  };
}

/**
 * Adds a task's CPU time to `byKind`: each event inside it (a forced layout inside a script, say)
 * counts its own time less its children's under its kind, what no kind names under `other`.
 */
function addByKind(byKind: Record<WorkKind, number>, onMain: TraceEvent[], task: TraceEvent): void {
  const start = task.ts ?? 0;
  const end = start + (task.dur ?? 0);
  const inside = onMain
    .filter((e) => e.tdur !== undefined && (e.ts ?? 0) >= start && (e.ts ?? 0) + (e.dur ?? 0) <= end)
    .sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0) || (b.dur ?? 0) - (a.dur ?? 0));
  // The enclosing kinds, innermost last: an event without a kind of its own counts as its parent's.
  const stack: { endsAt: number; kind: WorkKind }[] = [];
  for (const e of inside) {
    while (stack.length > 0 && (stack.at(-1)?.endsAt ?? 0) <= (e.ts ?? 0)) stack.pop();
    const kind = KIND_OF[e.name] ?? stack.at(-1)?.kind ?? 'other';
    const own = (e.tdur ?? 0) / 1000;
    const parent = stack.at(-1);
    byKind[kind] += own;
    if (parent) byKind[parent.kind] -= own;
    stack.push({ endsAt: (e.ts ?? 0) + (e.dur ?? 0), kind });
  }
}

/** Text gathered into as few writes as the window allows; `flush` writes what waits at once. */
export interface BatchedWriter {
  add(text: string): void;
  flush(): void;
}

/**
 * Writes what was added at the end of the current turn of the event loop, or, within `windowMs`
 * of the last write, when the window has passed: a stream's first piece leaves at once, and the
 * many small pieces of a fast stream leave together, at most one write per window.
 */
export function createBatchedWriter(write: (text: string) => void, windowMs: number): BatchedWriter {
  let pending = '';
  let lastWrite = Number.NEGATIVE_INFINITY;
  let immediate: ReturnType<typeof setImmediate> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearImmediate(immediate);
    clearTimeout(timer);
    immediate = timer = undefined;
    if (pending === '') return;
    const text = pending;
    pending = '';
    lastWrite = performance.now();
    write(text);
  };
  return {
    add(text) {
      pending += text;
      if (immediate !== undefined || timer !== undefined) return;
      const wait = lastWrite + windowMs - performance.now();
      if (wait <= 0) immediate = setImmediate(flush);
      else timer = setTimeout(flush, Math.ceil(wait));
    },
    flush,
  };
}

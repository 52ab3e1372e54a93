/**
 * Gathers streamed pieces and hands them on together once per scheduled flush, so that a burst of
 * pieces costs one store update and one render.
 */
export function createPieceBatcher(schedule: (flush: () => void) => void, apply: (text: string) => void) {
  let pending = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending === '') return;
    const text = pending;
    pending = '';
    apply(text);
  };
  const add = (text: string) => {
    pending += text;
    if (scheduled) return;
    scheduled = true;
    schedule(flush);
  };
  return { add, flush };
}

import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * While `throttle` is on, the value as of the last animation frame: a reply that grows faster than
 * the screen refreshes is parsed at most once a frame. Off, the value itself, at once.
 */
export function useFrameThrottled<T>(value: T, throttle: boolean): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  const frame = useRef(0);
  const shownInFrame = useRef(-1);
  // Not throttled, the value shows at once; keeping `shown` in step means a stream that starts
  // later never first shows a value from before.
  if (!throttle && shown !== value) setShown(value);

  useEffect(() => {
    latest.current = value;
    // One frame request at a time, however many pieces arrive before it comes.
    if (!throttle || frame.current !== 0) return;
    const onFrame = (frameStart: number) => {
      // Already shown once in this frame (a callback of it that came late): the next frame shows the rest.
      if (shownInFrame.current === frameStart) {
        frame.current = requestAnimationFrame(onFrame);
        return;
      }
      frame.current = 0;
      shownInFrame.current = frameStart;
      // Rendered in this frame, before it paints: not in a later task, when the next frame may have begun.
      flushSync(() => setShown(latest.current));
    };
    frame.current = requestAnimationFrame(onFrame);
  }, [value, throttle]);

  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    },
    [],
  );
  return throttle ? shown : value;
}

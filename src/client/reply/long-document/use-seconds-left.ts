import { useEffect, useState } from 'react';

/** Whole seconds until `until` (performance.now() time, the runner's clock), counted down once a second. */
export function useSecondsLeft(until: number | undefined): number | undefined {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (until === undefined) return;
    const tick = () => setNow(performance.now());
    const first = setTimeout(tick, 0); // the clock read at mount may be old by now
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [until]);
  return until === undefined ? undefined : Math.max(0, Math.ceil((until - now) / 1000));
}

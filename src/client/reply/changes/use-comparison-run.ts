import { useEffect, useRef } from 'react';
import { CHANGES_PREPARE_INTERVAL_MS } from '../../../shared/config/app-config';
import { useChangesStore } from './changes-store';
import { runComparison } from './run-comparison';

/**
 * Compares the person's text with the reply for the view: a complete reply at once (unless its
 * comparison is held or kept), a streaming one every CHANGES_PREPARE_INTERVAL_MS at most, the last
 * piece too, so that `Changes` shows from the reply's first words (DESIGN.md, The second minute).
 */
export function useComparisonRun(original: string, markdown: string, streaming: boolean): void {
  const lastRun = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    const compare = () => {
      const store = useChangesStore.getState();
      if (store.begin(original, markdown, !streaming)) void runComparison(original, markdown, streaming).then((result) => store.finish(original, markdown, result));
    };
    if (!streaming) return compare();
    const timer = setTimeout(() => {
      lastRun.current = performance.now();
      compare();
    }, Math.max(0, lastRun.current + CHANGES_PREPARE_INTERVAL_MS - performance.now()));
    return () => clearTimeout(timer);
  }, [original, markdown, streaming]);
}

import { useEffect } from 'react';
import { registerShortcuts } from '../../lib/shortcut-registry';
import { selectShownReply } from '../reply-state';
import type { Lane } from './compare-lanes';

const streaming = (lane: Lane) => !!selectShownReply(lane.controller.store.getState()).entry?.isLoading;

/** Escape stops every article's call while any streams (the single reply's Escape, for the comparison). */
export function useStopAll(lanes: readonly Lane[]): void {
  useEffect(
    () =>
      registerShortcuts({
        stopReply: {
          matches: (e) => e.key === 'Escape' && !e.ctrlKey && !e.altKey && !e.metaKey && !e.shiftKey && !document.querySelector('[role="dialog"]') && lanes.some(streaming),
          run: () => {
            for (const lane of lanes) if (streaming(lane)) lane.controller.stop();
            return true;
          },
        },
      }),
    [lanes],
  );
}

import { useEffect } from 'react';
import { registerShortcuts } from '../../lib/shortcut-registry';
import { selectShownReply } from '../reply-state';
import { isStopKey } from '../use-stop-shortcut';
import type { Lane } from './compare-lanes';

const streaming = (lane: Lane) => !!selectShownReply(lane.controller.store.getState()).entry?.isLoading;

/**
 * Escape stops every article's call while any streams (the single reply's Escape, for the
 * comparison). The articles register no Escape of their own: the registry keeps one handler a
 * shortcut, so theirs would replace this one, and one ending would leave no Escape at all.
 */
export function useStopAll(lanes: readonly Lane[]): void {
  useEffect(
    () =>
      registerShortcuts({
        stopReply: {
          matches: (e) => isStopKey(e) && lanes.some(streaming),
          run: () => {
            for (const lane of lanes) if (streaming(lane)) lane.controller.stop();
            return true;
          },
        },
      }),
    [lanes],
  );
}

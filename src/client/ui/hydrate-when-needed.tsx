import { lazy, memo, Suspense, useLayoutEffect, type ComponentType } from 'react';
import { HELD_PRESS_TARGETS } from '../lib/held-keys';
import { inNextTask } from '../lib/next-task';
import { whenIdleOrTouched } from '../lib/when-idle-or-touched';

/** A part of the shell waiting for its code, and the presses made on it meanwhile. */
interface WaitingPart {
  root: string;
  pressed: HTMLElement[];
}

const waiting = new Set<WaitingPart>();
let holding = false;

/**
 * React 19 drops a press on a part of the prerendered page whose code has not come yet: such a
 * press is held here (before React sees it) and made again once the part is hydrated.
 */
function holdPresses(part: WaitingPart): void {
  waiting.add(part);
  if (holding) return;
  holding = true;
  addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(HELD_PRESS_TARGETS) : null;
      const part = target && [...waiting].find((candidate) => target.closest(candidate.root));
      if (!target || !part) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      part.pressed.push(target);
    },
    { capture: true },
  );
}

function hydrated(part: WaitingPart): void {
  waiting.delete(part);
  for (const target of part.pressed.splice(0)) if (target.isConnected) target.click();
}

/**
 * A part of the prerendered page whose code is not in the first load: the shell's HTML shows it
 * from the first paint, and React hydrates it once its code is there. That code is fetched as the
 * page's script starts (`now`: in the task after its modules'), or when the page is idle or at the
 * person's first press or key (`idle`), for parts below the fold. `root` selects the part's element
 * in the shell, if it shows one: a press on it before it is hydrated is made again then. Where
 * nothing was prerendered (development, unit tests), its code loads at once.
 */
export function hydrateWhenNeeded<P extends object>(load: () => Promise<ComponentType<P>>, when: 'now' | 'idle', root?: string): ComponentType<P> {
  const prerendered = typeof document !== 'undefined' && document.documentElement.dataset.shellMedia !== undefined;
  const part: WaitingPart = { root: root ?? '', pressed: [] };
  if (prerendered && root !== undefined) holdPresses(part);
  // Not in this module's task: each import() starts a request, and the three `now` parts' made a
  // few milliseconds of the task that runs the first load's modules (some 6 ms of 20 at full speed).
  const code = !prerendered ? load() : new Promise<void>((resolve) => (when === 'now' ? inNextTask(resolve) : whenIdleOrTouched(resolve))).then(load);
  const Part = lazy(() =>
    code.then((Component) => ({
      default: function Hydrated(props: P) {
        useLayoutEffect(() => hydrated(part), []);
        return <Component {...props} />;
      },
    })),
  );
  // Memoised: new props while it waits for its code would make React drop the shell's HTML.
  return memo(function WhenNeeded(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }) as unknown as ComponentType<P>;
}

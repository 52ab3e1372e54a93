import { lazy, Suspense } from 'react';
import { useTabStore } from '../state/tab-store';

const loadTabDialog = () => import('./tab-dialog');
const TabDialog = lazy(() => loadTabDialog().then((m) => ({ default: m.TabDialog })));

/** Starts loading the dialog's code early (hover or focus on a button that opens it). */
export function preloadTabDialog(): void {
  void loadTabDialog();
}

/** SPEC.md section 2, modal area: the add-tab or the edit-tab dialog (never both), loaded on demand. */
export function TabDialogs() {
  const mode = useTabStore((s) => s.tabDialog);
  if (!mode) return null;
  return (
    <Suspense fallback={null}>
      <TabDialog key={mode} mode={mode} />
    </Suspense>
  );
}

import { Suspense, lazy, startTransition, useEffect, useState } from 'react';
import { useThemeStore } from '../lib/theme-store';
import { whenIdle } from '../lib/when-idle';

const loadToaster = () => import('sonner');
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/** The toast region, mounted once the page is idle so sonner stays off the first-paint path. */
export function LazyToaster() {
  const [ready, setReady] = useState(false);
  const theme = useThemeStore((s) => s.resolved);
  useEffect(() => whenIdle(() => loadToaster().then(() => startTransition(() => setReady(true)))), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-center" theme={theme} />
    </Suspense>
  );
}

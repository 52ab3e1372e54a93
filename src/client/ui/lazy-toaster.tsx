import { Suspense, lazy, useEffect, useState } from 'react';
import { useThemeStore } from '../lib/theme-store';
import { whenIdle } from '../lib/when-idle';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** The toast region, mounted once the page is idle so sonner stays off the first-paint path. */
export function LazyToaster() {
  const [ready, setReady] = useState(false);
  const theme = useThemeStore((s) => s.resolved);
  useEffect(() => whenIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-center" theme={theme} />
    </Suspense>
  );
}

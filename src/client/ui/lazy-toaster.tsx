import { Suspense, lazy, startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

const loadToaster = () => import('./themed-toaster');
const ThemedToaster = lazy(() => loadToaster().then((m) => ({ default: m.ThemedToaster })));

/** The toast region, mounted once the page is idle so sonner stays off the first-paint path. */
export function LazyToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => loadToaster().then(() => startTransition(() => setReady(true)))), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}

import { useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

/**
 * Whether the server said it has no provider (its model list came back empty). The list loads
 * after the first paint, so the model store that holds it is read from then on, off the first load.
 */
export function useNoProvider(): boolean {
  const [noProvider, setNoProvider] = useState(false);
  useEffect(() => {
    let unsubscribe = () => {};
    const cancel = whenIdle(() =>
      import('../state/model-store').then(({ useModelStore }) => {
        const check = ({ catalogLoaded, catalog }: { catalogLoaded: boolean; catalog: readonly unknown[] }) => setNoProvider(catalogLoaded && catalog.length === 0);
        check(useModelStore.getState());
        unsubscribe = useModelStore.subscribe(check);
      }),
    );
    return () => {
      cancel();
      unsubscribe();
    };
  }, []);
  return noProvider;
}

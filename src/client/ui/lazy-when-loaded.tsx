import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code loads on demand, like React's `lazy`, but that renders at once, without
 * suspending, once its code is there (preloaded when idle, or by an earlier use). `lazy` suspends
 * on every new instance's first render, and a Suspense fallback once shown holds the content back
 * for up to 300 ms (React's reveal throttle): the first text of a reply would wait for it.
 */
export function lazyWhenLoaded<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const loadAndKeep = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => loadAndKeep().then((component) => ({ default: component })));
  function WhenLoaded(props: P) {
    // Chosen once per instance: switching component types would remount what it shows.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { load: loadAndKeep, Component: WhenLoaded };
}

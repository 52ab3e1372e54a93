import type { Metric } from 'web-vitals';

function logMetric(metric: Metric): void {
  console.debug(`[web-vitals] ${metric.name}`, Math.round(metric.value * 100) / 100, metric.rating);
}

/**
 * Loads the performance-measurement script once the page has loaded, so it never competes with the
 * first paint (SPEC.md section 7). It reports to the console in development and nowhere otherwise:
 * it carries no business data. A failure to load is only logged (SPEC.md section 8).
 */
export function startWebVitals(): void {
  const load = () => {
    import('web-vitals')
      .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        if (!import.meta.env.DEV) return;
        for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(logMetric);
      })
      .catch((error: unknown) => {
        console.warn('The performance-measurement script could not be loaded.', error);
      });
  };
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}

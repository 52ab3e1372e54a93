import type { Metric } from 'web-vitals';
import { VITAL_NAMES, VITALS_PATH, type VitalName } from '../../shared/config/web-vitals';

function logMetric(metric: Metric): void {
  console.debug(`[web-vitals] ${metric.name}`, Math.round(metric.value * 100) / 100, metric.rating);
}

/**
 * Collects metrics as web-vitals reports them and sends them in one beacon when the page is hidden
 * (the moment LCP, CLS and INP are final, and the last moment a page is sure to run). Only the
 * metric names and values leave the page: no URL, no text.
 */
function createBeaconQueue(): (metric: Metric) => void {
  const pending = new Map<VitalName, number>();
  const flush = () => {
    if (pending.size === 0 || typeof navigator.sendBeacon !== 'function') return;
    const metrics = [...pending].map(([name, value]) => ({ name, value }));
    pending.clear();
    navigator.sendBeacon(VITALS_PATH, new Blob([JSON.stringify({ metrics })], { type: 'application/json' }));
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  return (metric) => {
    const name = VITAL_NAMES.find((known) => known === metric.name);
    if (name) pending.set(name, metric.value);
  };
}

/**
 * Loads the performance-measurement script once the page has loaded, so it never competes with the
 * first paint (SPEC.md section 7). In development it reports to the console; in production it sends
 * the five web vitals to the server's `POST /api/vitals` (DESIGN.md, Operating at scale). A failure
 * to load is only logged (SPEC.md section 8).
 */
export function startWebVitals(): void {
  const load = () => {
    import('web-vitals')
      .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        const report = import.meta.env.DEV ? logMetric : createBeaconQueue();
        // Every change is taken, not only final values: a page being left fires pagehide before
        // visibilitychange, and only the latter makes web-vitals finalise LCP, CLS and INP. So the
        // beacon sent on pagehide already holds their latest values, and finalising them changes
        // nothing that would need a second beacon.
        for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report, { reportAllChanges: true });
      })
      .catch((error: unknown) => {
        console.warn('The performance-measurement script could not be loaded.', error);
      });
  };
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}

import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
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
 * Reports the five web vitals: in development to the console, in production in one beacon to the
 * server's `POST /api/vitals`. Loaded with web-vitals after the page has loaded (web-vitals.ts; the chunk's name, web-vitals-report, says what it is).
 */
export function reportWebVitals(): void {
  const report = import.meta.env.DEV ? logMetric : createBeaconQueue();
  // Every change is taken, not only final values: a page being left fires pagehide before
  // visibilitychange, and only the latter makes web-vitals finalise LCP, CLS and INP. So the
  // beacon sent on pagehide already holds their latest values, and finalising them changes
  // nothing that would need a second beacon.
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report, { reportAllChanges: true });
}

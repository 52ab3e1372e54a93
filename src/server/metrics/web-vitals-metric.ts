import type { Registry } from 'prom-client';
import Histogram from 'prom-client/lib/histogram.js';
import type { VitalName } from '../../shared/config/web-vitals';

/**
 * `writing_assistant_web_vitals` by `name`. Times are stored in seconds (Prometheus' base unit),
 * CLS as its score; the buckets hold the good/poor thresholds of both (0.1/0.25 for CLS, 0.2/0.5 s
 * for INP, 0.8/1.8 s for TTFB, 1.8/3 s for FCP, 2.5/4 s for LCP).
 */
export function createWebVitalsMetric(registry: Registry): (name: VitalName, value: number) => void {
  const histogram = new Histogram({
    name: 'writing_assistant_web_vitals',
    help: 'Web vitals of real page loads: LCP, INP, FCP and TTFB in seconds, CLS as its score.',
    labelNames: ['name'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.2, 0.25, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10, 20, 60],
    registers: [registry],
  });
  return (name, value) => histogram.observe({ name }, name === 'CLS' ? value : value / 1000);
}

import type { Registry } from 'prom-client';
import Counter from 'prom-client/lib/counter.js';
import collectDefaultMetrics from 'prom-client/lib/defaultMetrics.js';
import Gauge from 'prom-client/lib/gauge.js';
import Histogram from 'prom-client/lib/histogram.js';
import RegistryClass from 'prom-client/lib/registry.js';
import type { VitalName } from '../../shared/config/web-vitals';
import { createWebVitalsMetric } from './web-vitals-metric';

/** Where a call ended, as a label: `done`, an error code, or `client_closed` (a fixed set). */
export interface UpstreamLabels {
  provider: string;
  model: string;
  outcome: string;
}

/**
 * The server's Prometheus metrics (DESIGN.md, Operating at scale). Every label value comes from a
 * fixed set (routes the server knows, statuses, configured providers and models, error codes),
 * never from what a client sent.
 */
export interface ServerMetrics {
  registry: Registry;
  observeVital(name: VitalName, value: number): void;
  countRequest(route: string, status: number): void;
  countRateLimited(code: 'rate_limited' | 'too_many_concurrent' | 'server_busy'): void;
  streamOpened(): void;
  streamClosed(): void;
  observeUpstream(labels: UpstreamLabels, seconds: number, firstByteSeconds?: number): void;
}

/** Upstream calls take from 0.1 s (a first token) to minutes (a long reply). */
const UPSTREAM_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300];

export function createServerMetrics(): ServerMetrics {
  const registry = new RegistryClass();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'writing_assistant_http_requests_total',
    help: 'HTTP requests answered, by route (the server\'s own route names) and status.',
    labelNames: ['route', 'status'],
    registers: [registry],
  });
  const upstreamHistogram = (name: string, until: string) =>
    new Histogram({
      name,
      help: `${until}, by provider, model and outcome.`,
      labelNames: ['provider', 'model', 'outcome'],
      buckets: UPSTREAM_BUCKETS,
      registers: [registry],
    });
  const duration = upstreamHistogram('writing_assistant_upstream_duration_seconds', 'Model calls from the request to the provider until the reply ended');
  const firstByte = upstreamHistogram(
    'writing_assistant_upstream_first_byte_seconds',
    'Streamed model calls from the request to the provider until its first event',
  );
  const active = new Gauge({ name: 'writing_assistant_active_streams', help: 'Streamed replies open now.', registers: [registry] });
  const limited = new Counter({
    name: 'writing_assistant_rate_limited_total',
    help: 'Model calls refused by a limit: rate_limited (per minute), too_many_concurrent (per client), server_busy (per instance).',
    labelNames: ['code'],
    registers: [registry],
  });
  return {
    registry,
    observeVital: createWebVitalsMetric(registry),
    countRequest: (route, status) => requests.inc({ route, status: String(status) }),
    countRateLimited: (code) => limited.inc({ code }),
    streamOpened: () => active.inc(),
    streamClosed: () => active.dec(),
    observeUpstream(labels, seconds, firstByteSeconds) {
      duration.observe({ ...labels }, seconds);
      if (firstByteSeconds !== undefined) firstByte.observe({ ...labels }, firstByteSeconds);
    },
  };
}

import type { Hono, MiddlewareHandler } from 'hono';
import { bodySizeLimit } from '../middleware/body-size-limit';
import * as v from 'valibot';
import {
  VITAL_MAX_VALUE,
  VITAL_NAMES,
  VITALS_MAX_BODY_BYTES,
  VITALS_PATH,
  VITALS_TOO_LARGE_MESSAGE,
} from '../../shared/config/web-vitals';
import { ApiFailure } from '../api-failure';
import type { ServerMetrics } from '../metrics/server-metrics';

const beaconSchema = v.strictObject({
  metrics: v.pipe(
    v.array(v.strictObject({ name: v.picklist(VITAL_NAMES), value: v.pipe(v.number(), v.finite(), v.minValue(0)) })),
    v.minLength(1),
    v.maxLength(VITAL_NAMES.length),
    v.check((metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length, 'each metric at most once'),
    v.check((metrics) => metrics.every((m) => m.value <= VITAL_MAX_VALUE[m.name]), 'a value out of range'),
  ),
});

export interface VitalsDeps {
  /** The per-client beacon limit (VITALS_PER_MINUTE; off with RATE_LIMIT_PER_MINUTE=0): middleware/request-limit.ts. */
  limit: MiddlewareHandler;
  observe: ServerMetrics['observeVital'];
}

/**
 * POST /api/vitals takes the page's web-vitals beacon into the histogram and keeps nothing else
 * (no address, no page, no user agent); GET /metrics serves it (routes/ops-routes.ts).
 */
export function registerVitalsRoutes(app: Hono, deps: VitalsDeps): void {
  const { observe, limit } = deps;
  app.post(
    VITALS_PATH,
    // The size check needs no store, so it runs before the limit's (see app.ts, the model call).
    bodySizeLimit(VITALS_MAX_BODY_BYTES, VITALS_TOO_LARGE_MESSAGE),
    limit,
    async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        throw new ApiFailure('invalid_request');
      }
      const beacon = v.safeParse(beaconSchema, body);
      if (!beacon.success) throw new ApiFailure('invalid_request');
      for (const { name, value } of beacon.output.metrics) observe(name, value);
      return c.body(null, 204);
    },
  );
}

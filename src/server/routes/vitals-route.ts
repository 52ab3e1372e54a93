import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { rateLimiter } from 'hono-rate-limiter';
import { z } from 'zod';
import {
  VITAL_MAX_VALUE,
  VITAL_NAMES,
  VITALS_MAX_BODY_BYTES,
  VITALS_PATH,
  VITALS_PER_MINUTE,
  VITALS_TOO_LARGE_MESSAGE,
} from '../../shared/config/web-vitals';
import { ApiFailure } from '../api-failure';
import type { ServerMetrics } from '../metrics/server-metrics';
import { clientAddress } from '../middleware/client-address';

const beaconSchema = z.object({
  metrics: z
    .array(z.object({ name: z.enum(VITAL_NAMES), value: z.number().finite().min(0) }).strict())
    .min(1)
    .max(VITAL_NAMES.length)
    .refine((metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length, 'each metric at most once')
    .refine((metrics) => metrics.every((m) => m.value <= VITAL_MAX_VALUE[m.name]), 'a value out of range'),
}).strict();

export interface VitalsDeps {
  trustedProxies: number;
  /** False when the operator turned rate limiting off (RATE_LIMIT_PER_MINUTE=0): beacons too. */
  rateLimited: boolean;
  observe: ServerMetrics['observeVital'];
}

/**
 * POST /api/vitals takes the page's web-vitals beacon into the histogram and keeps nothing else
 * (no address, no page, no user agent); GET /metrics serves it (routes/ops-routes.ts).
 */
export function registerVitalsRoutes(app: Hono, deps: VitalsDeps): void {
  const { observe } = deps;

  const limit: MiddlewareHandler = !deps.rateLimited
    ? (_c, next) => next()
    : rateLimiter({
      windowMs: 60_000,
      limit: VITALS_PER_MINUTE,
      standardHeaders: 'draft-6',
      keyGenerator: (c) => clientAddress(c, deps.trustedProxies),
      handler: () => {
        throw new ApiFailure('rate_limited');
      },
    });

  app.post(
    VITALS_PATH,
    limit,
    bodyLimit({
      maxSize: VITALS_MAX_BODY_BYTES,
      onError: () => {
        throw new ApiFailure('payload_too_large', VITALS_TOO_LARGE_MESSAGE);
      },
    }),
    async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        throw new ApiFailure('invalid_request');
      }
      const beacon = beaconSchema.safeParse(body);
      if (!beacon.success) throw new ApiFailure('invalid_request');
      for (const { name, value } of beacon.data.metrics) observe(name, value);
      return c.body(null, 204);
    },
  );
}

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_TABLE } from '../shared/config/error-table';
import { ApiFailure } from './api-failure';
import { answerFailure } from './failure-response';

/** An app whose one route throws what it is given, answered by the server's real error handler. */
function appThrowing(error: Error, logged: string[] = []): Hono {
  const app = new Hono();
  app.get('/api/fail', () => {
    throw error;
  });
  app.onError((e, c) => answerFailure(e, c, (line) => logged.push(line)));
  return app;
}

describe("the server's failures use the error table", () => {
  it.each(ERROR_CODES)('%s is answered with its status and message from the table', async (code) => {
    const res = await appThrowing(new ApiFailure(code)).request('/api/fail');
    expect(res.status).toBe(ERROR_TABLE[code].status);
    expect(await res.json()).toEqual({ error: { code, message: ERROR_TABLE[code].message } });
    expect(res.headers.get('retry-after')).toBeNull();
  });

  it('sends the wait as Retry-After and keeps a more precise message', async () => {
    const res = await appThrowing(new ApiFailure('upstream_rate_limited', 'Wait 7 seconds.', 7)).request('/api/fail');
    expect(res.status).toBe(ERROR_TABLE.upstream_rate_limited.status);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(await res.json()).toEqual({ error: { code: 'upstream_rate_limited', message: 'Wait 7 seconds.' } });
  });

  it('answers anything else as internal_error and logs only its name', async () => {
    const logged: string[] = [];
    const res = await appThrowing(new TypeError('secret user text'), logged).request('/api/fail');
    expect(res.status).toBe(ERROR_TABLE.internal_error.status);
    expect(await res.json()).toEqual({ error: { code: 'internal_error', message: ERROR_TABLE.internal_error.message } });
    expect(logged).toEqual(['error GET /api/fail: TypeError']);
  });
});

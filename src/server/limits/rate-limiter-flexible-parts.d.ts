// rate-limiter-flexible's index loads every store it has (about 10 MB and 70 ms at start-up); the
// server imports only the two it uses, whose types are the package's own.
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  import type { RateLimiterMemory } from 'rate-limiter-flexible';
  const Memory: typeof RateLimiterMemory;
  export default Memory;
}
declare module 'rate-limiter-flexible/lib/RateLimiterRedis.js' {
  import type { RateLimiterRedis } from 'rate-limiter-flexible';
  const Redis: typeof RateLimiterRedis;
  export default Redis;
}

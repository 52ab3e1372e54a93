// prom-client's index loads every part it has: the cluster aggregator (node:cluster, child_process,
// dgram), the Pushgateway (zlib, http, https), Summary. The server imports only what it uses, whose
// types are the package's own.
declare module 'prom-client/lib/registry.js' {
  import type { Registry } from 'prom-client';
  const RegistryClass: typeof Registry;
  export default RegistryClass;
}
declare module 'prom-client/lib/counter.js' {
  import type { Counter } from 'prom-client';
  const CounterClass: typeof Counter;
  export default CounterClass;
}
declare module 'prom-client/lib/gauge.js' {
  import type { Gauge } from 'prom-client';
  const GaugeClass: typeof Gauge;
  export default GaugeClass;
}
declare module 'prom-client/lib/histogram.js' {
  import type { Histogram } from 'prom-client';
  const HistogramClass: typeof Histogram;
  export default HistogramClass;
}
declare module 'prom-client/lib/defaultMetrics.js' {
  import type { collectDefaultMetrics } from 'prom-client';
  const collect: typeof collectDefaultMetrics;
  export default collect;
}

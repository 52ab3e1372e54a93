import { toStreamEvent, type StreamEvent } from '../../src/shared/api-contract';

/** The stream event a test expects `value` to be; anything else fails the test, naming what came. */
export function streamEvent(value: unknown): StreamEvent {
  const event = toStreamEvent(value);
  if (!event) throw new Error(`not a stream event: ${JSON.stringify(value)}`);
  return event;
}

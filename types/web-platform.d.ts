/**
 * The web-platform APIs that both the browser and Node (20 and newer) provide, and that code in
 * src/shared may use. Shared code is checked without the DOM's or Node's types (tsconfig.shared.json),
 * so `window`, `document` or `process` there fail typecheck; what both sides have is declared here,
 * as much of it as shared code needs.
 */
declare function setTimeout(handler: () => void, ms?: number): unknown;
declare function clearTimeout(id: unknown): void;

interface Headers {
  get(name: string): string | null;
  has(name: string): boolean;
}

type ReadableStreamReadResult<T> = { done: true; value?: undefined } | { done: false; value: T };
interface ReadableStreamDefaultReader<T> {
  read(): Promise<ReadableStreamReadResult<T>>;
  cancel(reason?: unknown): Promise<void>;
}
interface ReadableStream<R> {
  getReader(): ReadableStreamDefaultReader<R>;
}

declare class TextDecoder {
  decode(input?: Uint8Array, options?: { stream?: boolean }): string;
}

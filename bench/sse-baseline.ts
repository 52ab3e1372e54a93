/**
 * The server's hand-written SSE reader before the shared one (src/server/providers/read-sse-data.ts
 * at 82b09eb), kept only as the baseline of bench/sse-reader.ts. It re-scans its whole buffer for
 * each piece and has no limits.
 */
export async function* handWrittenSseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const bytes of body as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(bytes, { stream: true }).replaceAll('\r\n', '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = event
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5))
        .join('\n');
      if (data !== '') yield data;
    }
  }
}

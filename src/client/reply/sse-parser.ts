/**
 * Incremental parser for a `text/event-stream` body: network chunks may split a line (or a
 * CRLF pair) anywhere, so text is buffered until a line is complete. Calls `onData` with the
 * joined `data:` lines of each event when the blank line that ends it arrives.
 */
export interface SseParser {
  push(chunk: string): void;
  /** The stream ended: dispatch an event left without its closing blank line. */
  end(): void;
}

export function createSseParser(onData: (data: string) => void): SseParser {
  let buffer = '';
  let dataLines: string[] = [];

  const dispatch = () => {
    if (dataLines.length > 0) onData(dataLines.join('\n'));
    dataLines = [];
  };

  const handleLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return; // A comment (keep-alive).
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    if (field !== 'data') return; // event:, id:, retry: carry nothing this client uses.
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    dataLines.push(value);
  };

  return {
    push(chunk) {
      buffer += chunk;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const ch = buffer[i];
        if (ch !== '\n' && ch !== '\r') continue;
        // A CR at the very end may be the first half of a CRLF: wait for the next chunk.
        if (ch === '\r' && i === buffer.length - 1) break;
        handleLine(buffer.slice(start, i));
        if (ch === '\r' && buffer[i + 1] === '\n') i++;
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      const rest = buffer.replace(/\r$/, '');
      if (rest !== '') handleLine(rest);
      buffer = '';
      dispatch();
    },
  };
}

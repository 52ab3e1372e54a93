/**
 * The floor for bench/proxy-overhead.ts: a bare node:http proxy to the fake upstream, with none of
 * the server's work (no framework, validation, limits, metrics, log, caps or error mapping): what
 * Node alone costs per proxied call on this machine. A JSON call is parsed and answered as the
 * server answers it; a stream's bytes are passed through as they come.
 *   BENCH_SERVER=bench/bare-proxy.ts node --import tsx bench/proxy-overhead.ts
 */
import { Agent, createServer, request } from 'node:http';

const base = new URL(process.env.GROQ_BASE_URL ?? 'http://127.0.0.1:4491/openai/v1');
const agent = new Agent({ keepAlive: true });

function readAll(stream: NodeJS.ReadableStream, done: (text: string) => void): void {
  const parts: Buffer[] = [];
  stream.on('data', (part: Buffer) => parts.push(part));
  stream.on('end', () => done(Buffer.concat(parts).toString('utf8')));
}

createServer((req, res) => {
  if (req.method !== 'POST') return void res.end('ok');
  readAll(req, (text) => {
    const { query, modelName } = JSON.parse(text) as { query: string; modelName: string };
    const stream = (req.headers.accept ?? '').includes('text/event-stream');
    const body = JSON.stringify({ model: modelName, messages: [{ role: 'user', content: query }], stream, max_completion_tokens: 1400 });
    const upstream = request(
      { host: base.hostname, port: base.port, path: `${base.pathname}/chat/completions`, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (answer) => {
        if (stream) {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          answer.on('data', (piece: Buffer) => res.write(piece));
          answer.on('end', () => res.end());
          return;
        }
        readAll(answer, (reply) => {
          const parsed = JSON.parse(reply) as { choices: { message: { content: string } }[]; usage: unknown };
          const out = JSON.stringify({ content: parsed.choices[0]?.message.content, usage: parsed.usage });
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(out) });
          res.end(out);
        });
      },
    );
    upstream.end(body);
  });
}).listen(Number(process.env.PORT), process.env.HOST, () => console.log(`listening on http://${process.env.HOST}:${process.env.PORT}`));

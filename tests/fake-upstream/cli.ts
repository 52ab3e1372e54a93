import { createFakeUpstream } from './fake-upstream';

/** Starts the fake upstream on 127.0.0.1: `node --import tsx tests/fake-upstream/cli.ts --port 4301`. */
const at = process.argv.indexOf('--port');
const port = at === -1 ? 0 : Number(process.argv[at + 1]);
if (!Number.isInteger(port) || port < 0) {
  console.error('usage: cli.ts --port <number>');
  process.exit(2);
}
const record = !process.argv.includes('--no-record');
const fake = await createFakeUpstream({ port, record });
console.log(`fake upstream listening on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

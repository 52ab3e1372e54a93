import { createFakeUpstream, FAKE_FLAVOURS, type FakeFlavour } from './fake-upstream';

/**
 * Starts the fake upstream on 127.0.0.1: `node --import tsx tests/fake-upstream/cli.ts --port 4301`
 * [--flavour ollama] [--models id1,id2] [--no-record].
 */
const at = process.argv.indexOf('--port');
const port = at === -1 ? 0 : Number(process.argv[at + 1]);
if (!Number.isInteger(port) || port < 0) {
  console.error('usage: cli.ts --port <number>');
  process.exit(2);
}
const record = !process.argv.includes('--no-record');
const option = (name: string) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
};
const flavour = option('--flavour') ?? 'groq';
if (!(flavour in FAKE_FLAVOURS)) {
  console.error(`unknown flavour ${flavour}`);
  process.exit(2);
}
const ids = option('--models')?.split(',');
const fake = await createFakeUpstream({ port, record, flavour: flavour as FakeFlavour, models: ids ? { ids } : undefined });
console.log(`fake upstream listening on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

import { describe, expect, it } from 'vitest';
import { createBatchedLog } from './log-writer';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the batched log', () => {
  it('writes the lines of one turn of the event loop together, in order, once', async () => {
    const writes: string[] = [];
    const { log } = createBatchedLog((text) => writes.push(text));
    log('one');
    log('two');
    expect(writes).toEqual([]);
    await nextTurn();
    log('three');
    await nextTurn();
    expect(writes).toEqual(['one\ntwo\n', 'three\n']);
  });

  it('writes what waits at once on flush (the process is exiting), and nothing twice', async () => {
    const writes: string[] = [];
    const { log, flush } = createBatchedLog((text) => writes.push(text));
    log('last words');
    flush();
    expect(writes).toEqual(['last words\n']);
    await nextTurn();
    expect(writes).toEqual(['last words\n']);
  });
});

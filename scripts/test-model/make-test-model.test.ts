import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gguf, GGUFValueType } from '@huggingface/gguf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHATML_TEMPLATE, TEST_MODEL_SHAPES, writeTestModel } from './make-test-model';

describe('writeTestModel', () => {
  let dir: string;
  let tiny: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'test-model-'));
    tiny = join(dir, 'tiny.gguf');
    await writeTestModel(tiny, TEST_MODEL_SHAPES.tiny);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes the tiny model byte for byte the same every time, in under 1 MB', async () => {
    const again = join(dir, 'again.gguf');
    await writeTestModel(again, TEST_MODEL_SHAPES.tiny);
    const [first, second] = await Promise.all([readFile(tiny), readFile(again)]);
    expect(first.equals(second)).toBe(true);
    expect(first.length).toBeLessThan(1024 * 1024);
  });

  it('writes a GGUF v3 file that reads back as a tiny llama with a ChatML chat template', async () => {
    const { typedMetadata: kv, tensorInfos } = await gguf(tiny, { allowLocalFile: true, typedMetadata: true });
    expect(kv.version.value).toBe(3);
    expect(kv['general.architecture']?.value).toBe('llama');
    expect(kv['general.name']?.value).toBe('Tiny Test Model');
    expect(kv['tokenizer.chat_template']?.value).toBe(CHATML_TEMPLATE);
    // token_embd, nine tensors a layer, output_norm and output.
    expect(tensorInfos).toHaveLength(1 + 9 * TEST_MODEL_SHAPES.tiny.layers + 2);
    expect(tensorInfos.map((t) => t.name)).toContain('blk.1.ffn_down.weight');
    // llama.cpp refuses a key of another type than it reads, even uint64 for uint32.
    expect(kv['llama.context_length']).toEqual({ value: 4096, type: GGUFValueType.UINT32 });
    expect(kv['tokenizer.ggml.eos_token_id']?.type).toBe(GGUFValueType.UINT32);
  });

  it('makes <|im_end|> the end of a turn yet zeroes its output row and those of every special and byte token', async () => {
    const { typedMetadata: kv, tensorInfos, tensorDataOffset } = await gguf(tiny, { allowLocalFile: true, typedMetadata: true });
    const tokens = kv['tokenizer.ggml.tokens']?.value as string[];
    const types = kv['tokenizer.ggml.token_type']?.value as number[];
    expect(tokens).toHaveLength(TEST_MODEL_SHAPES.tiny.vocabSize);
    expect(tokens[kv['tokenizer.ggml.eos_token_id']?.value as number]).toBe('<|im_end|>');
    expect(tokens.filter((_, id) => types[id] === 6)).toHaveLength(256);

    // A Q8_0 row of the 64-wide output matrix is two blocks of 34 bytes.
    const output = tensorInfos.find((t) => t.name === 'output.weight')!;
    const bytes = await readFile(tiny);
    const rowBytes = (TEST_MODEL_SHAPES.tiny.embedding / 32) * 34;
    const rowIsZero = (id: number): boolean => {
      const at = Number(tensorDataOffset + output.offset) + id * rowBytes;
      return bytes.subarray(at, at + rowBytes).every((b) => b === 0);
    };
    const normal = tokens.map((_, id) => id).filter((id) => types[id] === 1);
    const others = tokens.map((_, id) => id).filter((id) => types[id] !== 1);
    expect(others.filter((id) => !rowIsZero(id))).toEqual([]);
    expect(normal.filter(rowIsZero)).toEqual([]);
  });
});

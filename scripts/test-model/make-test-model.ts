/**
 * Writes random-weight llama.cpp models for tests and benchmarks: the same bytes on every run, no
 * download. `tiny` (~160 KB) loads and generates in a blink; `default-shaped` has the dimensions of
 * Qwen2.5-0.5B-Instruct (~670 MB), so a benchmark pays what a real small model costs.
 *
 *   node --import tsx scripts/test-model/make-test-model.ts [--shape tiny|default-shaped] <out.gguf>
 *
 * The output rows of the special and byte tokens are zero, so their logit is 0 while the best of the
 * word tokens' random logits is positive: greedy decoding never ends a reply early (tests count on
 * a reply running to its token limit) and never emits a raw byte.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { GGML_TYPE, writeGguf, type GgufTensor, type GgufValue } from './write-gguf';

export interface TestModelShape {
  architecture: 'llama' | 'qwen2';
  name: string;
  layers: number;
  embedding: number;
  heads: number;
  kvHeads: number;
  feedForward: number;
  contextLength: number;
  /** Tokens beyond the built-in vocabulary (471) are deterministic filler words. */
  vocabSize: number;
  ropeFreqBase: number;
}

export const TEST_MODEL_SHAPES = {
  tiny: { architecture: 'llama', name: 'Tiny Test Model', layers: 2, embedding: 64, heads: 4, kvHeads: 4, feedForward: 128, contextLength: 4096, vocabSize: 471, ropeFreqBase: 10_000 },
  // Qwen2.5-0.5B-Instruct's dimensions.
  'default-shaped': { architecture: 'qwen2', name: 'Default-Shaped Test Model', layers: 24, embedding: 896, heads: 14, kvHeads: 2, feedForward: 4864, contextLength: 32_768, vocabSize: 151_936, ropeFreqBase: 1_000_000 },
} as const satisfies Record<string, TestModelShape>;
export type TestModelShapeName = keyof typeof TEST_MODEL_SHAPES;

export const CHATML_TEMPLATE =
  "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}" +
  "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

// Common English words: the vocabulary holds each as "▁word" with every shorter prefix, the chain
// of merges that llama.cpp's SentencePiece tokenizer needs to reach it from single characters.
const WORDS = (
  'the of and to in is it you that he was for on are with as his they be at one have this from or had by not word but what some we can out other were all there when up use ' +
  'your how said an each she which do their time if will way about many then them write would like so these her long make thing see him two has look more day could go come did number sound no my'
).split(' ');
const SINGLES = [...'abcdefghijklmnopqrstuvwxyz.,!?\'-'];
const TOKEN_TYPE = { NORMAL: 1, UNKNOWN: 2, CONTROL: 3, BYTE: 6 } as const;
const SEED = 0x5eed_1234;

interface Vocabulary {
  tokens: string[];
  types: number[];
  scores: Float32Array;
  bos: number;
  eos: number;
  /** Tokens greedy decoding must never pick: their rows of output.weight are zero. */
  silent: Set<number>;
}

function vocabulary(size: number): Vocabulary {
  const tokens: string[] = [];
  const types: number[] = [];
  const add = (token: string, type: number): number => {
    types.push(type);
    return tokens.push(token) - 1;
  };
  const silent = new Set<number>([add('<unk>', TOKEN_TYPE.UNKNOWN), add('<s>', TOKEN_TYPE.CONTROL), add('</s>', TOKEN_TYPE.CONTROL)]);
  for (let b = 0; b < 256; b++) silent.add(add(`<0x${b.toString(16).toUpperCase().padStart(2, '0')}>`, TOKEN_TYPE.BYTE));
  const pieces = new Set(['▁', ...SINGLES, ...WORDS.flatMap((w) => [...w].map((_, i) => `▁${w.slice(0, i + 1)}`))]);
  for (const piece of pieces) add(piece, TOKEN_TYPE.NORMAL);
  const imStart = add('<|im_start|>', TOKEN_TYPE.CONTROL);
  const imEnd = add('<|im_end|>', TOKEN_TYPE.CONTROL);
  silent.add(imStart).add(imEnd);
  if (tokens.length > size) throw new Error(`the built-in vocabulary has ${tokens.length} tokens, more than ${size}`);
  // Filler words to reach a real model's vocabulary size: "▁" and a base-26 numeral in letters.
  for (let n = 26 ** 3; tokens.length < size; n++) {
    let word = '';
    for (let rest = n; rest > 0; rest = Math.floor(rest / 26)) word = String.fromCharCode(97 + (rest % 26)) + word;
    if (!pieces.has(`▁${word}`)) add(`▁${word}`, TOKEN_TYPE.NORMAL);
  }
  // SentencePiece merges the pair with the higher score first: earlier (shorter, commoner) pieces win.
  const scores = Float32Array.from(tokens, (_, id) => (types[id] === TOKEN_TYPE.NORMAL ? -id : 0));
  return { tokens, types, scores, bos: 1, eos: imEnd, silent };
}

/** mulberry32, a fast 32-bit PRNG, inlined in the loop: as a closure called per value it is 3x slower. */
class Random {
  constructor(private state: number) {}

  /** Fills `out` with uniform values in [-scale, scale). */
  fill(out: Float32Array, scale: number): void {
    let a = this.state;
    for (let i = 0; i < out.length; i++) {
      a = (a + 0x6d2b79f5) | 0;
      let t = Math.imul(a ^ (a >>> 15), 1 | a);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      out[i] = (((t ^ (t >>> 14)) >>> 0) / 2 ** 31 - 1) * scale;
    }
    this.state = a;
  }
}

/** FNV-1a: each tensor draws from its own seed, so its values do not depend on the tensors before it. */
function seedOf(name: string): number {
  let h = 0x811c9dc5 ^ SEED;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * A Q8_0 matrix of `rows` rows of `cols` random values, in chunks of about 1M values. At ±1/√cols the
 * next token hardly depends on the context and greedy decoding repeats one word; at ±4/√cols it wanders.
 */
function matrix(name: string, cols: number, rows: number, zeroRows = new Set<number>()): GgufTensor {
  return {
    name,
    dims: [cols, rows],
    type: GGML_TYPE.Q8_0,
    *chunks() {
      const random = new Random(seedOf(name));
      const rowsPerChunk = Math.max(1, Math.floor(2 ** 20 / cols));
      const buffer = new Float32Array(rowsPerChunk * cols);
      for (let row = 0; row < rows; row += rowsPerChunk) {
        const chunk = buffer.subarray(0, Math.min(rowsPerChunk, rows - row) * cols);
        random.fill(chunk, 4 / Math.sqrt(cols));
        for (let r = 0; r < chunk.length / cols; r++) if (zeroRows.has(row + r)) chunk.fill(0, r * cols, (r + 1) * cols);
        yield chunk;
      }
    },
  };
}

function vector(name: string, length: number, value: number): GgufTensor {
  return { name, dims: [length], type: GGML_TYPE.F32, *chunks() { yield new Float32Array(length).fill(value); } };
}

export async function writeTestModel(path: string, shape: TestModelShape): Promise<void> {
  const vocab = vocabulary(shape.vocabSize);
  const { architecture: arch, embedding, feedForward, heads, kvHeads } = shape;
  const headDim = embedding / heads;
  const u32 = (value: number): GgufValue => ({ type: 'uint32', value });
  const f32 = (value: number): GgufValue => ({ type: 'float32', value });
  const metadata: Record<string, GgufValue> = {
    'general.architecture': { type: 'string', value: arch },
    'general.name': { type: 'string', value: shape.name },
    'general.file_type': u32(7), // MOSTLY_Q8_0
    'general.quantization_version': u32(2),
    'general.alignment': u32(32),
    [`${arch}.context_length`]: u32(shape.contextLength),
    [`${arch}.embedding_length`]: u32(embedding),
    [`${arch}.block_count`]: u32(shape.layers),
    [`${arch}.feed_forward_length`]: u32(feedForward),
    [`${arch}.attention.head_count`]: u32(heads),
    [`${arch}.attention.head_count_kv`]: u32(kvHeads),
    [`${arch}.attention.layer_norm_rms_epsilon`]: f32(1e-5),
    [`${arch}.rope.dimension_count`]: u32(headDim),
    [`${arch}.rope.freq_base`]: f32(shape.ropeFreqBase),
    [`${arch}.vocab_size`]: u32(vocab.tokens.length),
    'tokenizer.ggml.model': { type: 'string', value: 'llama' },
    'tokenizer.ggml.tokens': { type: 'string[]', value: vocab.tokens },
    'tokenizer.ggml.scores': { type: 'float32[]', value: vocab.scores },
    'tokenizer.ggml.token_type': { type: 'int32[]', value: vocab.types },
    'tokenizer.ggml.unknown_token_id': u32(0),
    'tokenizer.ggml.bos_token_id': u32(vocab.bos),
    'tokenizer.ggml.eos_token_id': u32(vocab.eos),
    'tokenizer.ggml.add_bos_token': { type: 'bool', value: false },
    'tokenizer.chat_template': { type: 'string', value: CHATML_TEMPLATE },
  };

  const n = vocab.tokens.length;
  const kvDim = headDim * kvHeads;
  const tensors = [matrix('token_embd.weight', embedding, n)];
  for (let i = 0; i < shape.layers; i++) {
    const blk = `blk.${i}`;
    tensors.push(
      vector(`${blk}.attn_norm.weight`, embedding, 1),
      matrix(`${blk}.attn_q.weight`, embedding, embedding),
      matrix(`${blk}.attn_k.weight`, embedding, kvDim),
      matrix(`${blk}.attn_v.weight`, embedding, kvDim),
      // Qwen2's attention has biases; zero ones change nothing but the shape of the work.
      ...(arch === 'qwen2' ? [vector(`${blk}.attn_q.bias`, embedding, 0), vector(`${blk}.attn_k.bias`, kvDim, 0), vector(`${blk}.attn_v.bias`, kvDim, 0)] : []),
      matrix(`${blk}.attn_output.weight`, embedding, embedding),
      vector(`${blk}.ffn_norm.weight`, embedding, 1),
      matrix(`${blk}.ffn_gate.weight`, embedding, feedForward),
      matrix(`${blk}.ffn_up.weight`, embedding, feedForward),
      matrix(`${blk}.ffn_down.weight`, feedForward, embedding),
    );
  }
  tensors.push(vector('output_norm.weight', embedding, 1), matrix('output.weight', embedding, n, vocab.silent));
  await writeGguf(path, metadata, tensors);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--shape');
  const shapeName = at === -1 ? 'tiny' : args.splice(at, 2)[1];
  const out = args[0];
  if (!out || !shapeName || !Object.hasOwn(TEST_MODEL_SHAPES, shapeName)) {
    console.error(`usage: make-test-model.ts [--shape ${Object.keys(TEST_MODEL_SHAPES).join('|')}] <out.gguf>`);
    process.exit(2);
  }
  const started = performance.now();
  await writeTestModel(out, TEST_MODEL_SHAPES[shapeName as TestModelShapeName]);
  console.log(`${out}: ${statSync(out).size} bytes in ${((performance.now() - started) / 1000).toFixed(2)} s`);
}

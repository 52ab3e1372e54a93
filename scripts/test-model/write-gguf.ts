/**
 * A minimal GGUF v3 writer, the file format llama.cpp loads (ggml's docs/gguf.md): a header of
 * metadata key/values and tensor infos, then the tensor data, each piece aligned. It writes tensor by
 * tensor, each from chunks its caller produces, so a file of hundreds of MB never sits in memory.
 * Only what the test models need: F32 and Q8_0 tensors, and the value types below.
 */
import { open } from 'node:fs/promises';

export const GGML_TYPE = { F32: 0, Q8_0: 8 } as const;
export type GgmlType = (typeof GGML_TYPE)[keyof typeof GGML_TYPE];

export type GgufValue =
  | { type: 'string'; value: string }
  | { type: 'uint32' | 'int32' | 'float32'; value: number }
  | { type: 'uint64'; value: bigint }
  | { type: 'bool'; value: boolean }
  | { type: 'string[]'; value: readonly string[] }
  | { type: 'int32[]' | 'float32[]'; value: ArrayLike<number> };

export interface GgufTensor {
  name: string;
  /** ne0 first: a matrix of `rows` rows of `cols` values is [cols, rows]. */
  dims: readonly number[];
  type: GgmlType;
  /**
   * The values in order, in chunks: each a whole number of 32-value blocks for Q8_0. The writer is
   * done with a chunk when it asks for the next, so a generator may refill one buffer.
   */
  chunks: () => Iterable<Float32Array>;
}

// GGUF value type ids (gguf-py's GGUFValueType).
const VALUE_ID = { uint32: 4, int32: 5, float32: 6, bool: 7, string: 8, array: 9, uint64: 10 } as const;
const Q8_0_BLOCK = 32;
const Q8_0_BLOCK_BYTES = 2 + Q8_0_BLOCK; // fp16 scale, then 32 int8 quants

/** A growable little-endian buffer for the header, which is small even with 150k token strings. */
class HeaderBytes {
  private buf = Buffer.alloc(1 << 16);
  private length = 0;

  private put(n: number, write: (buf: Buffer, at: number) => unknown): void {
    if (this.length + n > this.buf.length) {
      const grown = Buffer.alloc(Math.max(this.buf.length * 2, this.length + n));
      this.buf.copy(grown, 0, 0, this.length);
      this.buf = grown;
    }
    write(this.buf, this.length);
    this.length += n;
  }
  u8(v: number): void { this.put(1, (b, at) => b.writeUInt8(v, at)); }
  u32(v: number): void { this.put(4, (b, at) => b.writeUInt32LE(v, at)); }
  i32(v: number): void { this.put(4, (b, at) => b.writeInt32LE(v, at)); }
  f32(v: number): void { this.put(4, (b, at) => b.writeFloatLE(v, at)); }
  u64(v: number | bigint): void { this.put(8, (b, at) => b.writeBigUInt64LE(BigInt(v), at)); }
  str(s: string): void {
    const n = Buffer.byteLength(s);
    this.u64(n);
    this.put(n, (b, at) => b.write(s, at, 'utf8'));
  }
  padTo(alignment: number): void { this.put((alignment - (this.length % alignment)) % alignment, () => {}); }
  bytes(): Buffer { return this.buf.subarray(0, this.length); }
}

function putValue(h: HeaderBytes, v: GgufValue): void {
  const array = (element: number, length: number): void => { h.u32(VALUE_ID.array); h.u32(element); h.u64(length); };
  switch (v.type) {
    case 'string': h.u32(VALUE_ID.string); return h.str(v.value);
    case 'uint32': h.u32(VALUE_ID.uint32); return h.u32(v.value);
    case 'int32': h.u32(VALUE_ID.int32); return h.i32(v.value);
    case 'float32': h.u32(VALUE_ID.float32); return h.f32(v.value);
    case 'uint64': h.u32(VALUE_ID.uint64); return h.u64(v.value);
    case 'bool': h.u32(VALUE_ID.bool); return h.u8(v.value ? 1 : 0);
    case 'string[]': array(VALUE_ID.string, v.value.length); return v.value.forEach((s) => h.str(s));
    case 'int32[]': array(VALUE_ID.int32, v.value.length); return Array.prototype.forEach.call(v.value, (n: number) => h.i32(n));
    case 'float32[]': array(VALUE_ID.float32, v.value.length); return Array.prototype.forEach.call(v.value, (n: number) => h.f32(n));
  }
}

function dataBytes(t: GgufTensor): number {
  const count = t.dims.reduce((a, b) => a * b, 1);
  if (t.type === GGML_TYPE.F32) return count * 4;
  if (t.dims[0]! % Q8_0_BLOCK !== 0) throw new Error(`${t.name}: Q8_0 rows must be a multiple of ${Q8_0_BLOCK} values`);
  return (count / Q8_0_BLOCK) * Q8_0_BLOCK_BYTES;
}

const f32 = new Float32Array(1);
const f32Bits = new Uint32Array(f32.buffer);

/** IEEE half precision bits of `v`, rounded to nearest even (Node 20 has no Math.f16round). */
function toHalf(v: number): number {
  f32[0] = v;
  const x = f32Bits[0]!;
  const sign = (x >>> 16) & 0x8000;
  const exp = ((x >>> 23) & 0xff) - 127 + 15;
  let mant = x & 0x7fffff;
  if (exp >= 31) return sign | 0x7c00; // too large (or NaN): infinity; the scales here never are
  let shift = 13;
  if (exp <= 0) {
    if (exp < -10) return sign;
    mant |= 0x800000; // a subnormal half: the implicit 1 becomes explicit
    shift = 14 - exp;
  }
  const half = 1 << (shift - 1);
  const rest = mant & ((1 << shift) - 1);
  let h = (exp > 0 ? exp << 10 : 0) | (mant >>> shift);
  if (rest > half || (rest === half && h & 1)) h++; // a carry into the exponent is still right
  return sign | h;
}

/**
 * ggml's quantize_row_q8_0_ref: per block of 32, d = max|x| / 127 as fp16, then x / d rounded. ggml
 * rounds a half away from zero, this up: an exact half is too rare to matter, and the branch per value
 * that a negative half would need makes this loop three times slower (and Math.round is no faster).
 */
function quantizeQ8_0(src: Float32Array, out: Uint8Array): void {
  const quants = new Int8Array(out.buffer, out.byteOffset, out.byteLength);
  for (let b = 0, o = 0; b < src.length; b += Q8_0_BLOCK, o += Q8_0_BLOCK_BYTES) {
    let amax = 0;
    for (let i = b; i < b + Q8_0_BLOCK; i++) {
      const a = Math.abs(src[i]!);
      if (a > amax) amax = a;
    }
    const d = amax / 127;
    const inverse = d ? 1 / d : 0;
    const h = toHalf(d);
    out[o] = h & 0xff;
    out[o + 1] = h >>> 8;
    for (let i = 0; i < Q8_0_BLOCK; i++) quants[o + 2 + i] = Math.floor(src[b + i]! * inverse + 0.5);
  }
}

/**
 * Writes a GGUF v3 file: `metadata` in its key order, then `tensors` in theirs. Tensor data starts
 * at `general.alignment` (32 when absent), as does every tensor.
 */
export async function writeGguf(path: string, metadata: Readonly<Record<string, GgufValue>>, tensors: readonly GgufTensor[]): Promise<void> {
  const alignSetting = metadata['general.alignment'];
  const alignment = alignSetting?.type === 'uint32' ? alignSetting.value : 32;
  const padding = (n: number): number => (alignment - (n % alignment)) % alignment;

  const h = new HeaderBytes();
  h.u32(0x46554747); // "GGUF" read as a little-endian uint32
  h.u32(3);
  h.u64(tensors.length);
  h.u64(Object.keys(metadata).length);
  for (const [key, value] of Object.entries(metadata)) {
    h.str(key);
    putValue(h, value);
  }
  let offset = 0; // from the start of the data section
  for (const t of tensors) {
    h.str(t.name);
    h.u32(t.dims.length);
    for (const d of t.dims) h.u64(d);
    h.u32(t.type);
    h.u64(offset);
    offset += dataBytes(t);
    offset += padding(offset);
  }
  h.padTo(alignment);

  const file = await open(path, 'w');
  try {
    await file.write(h.bytes());
    let out = new Uint8Array(0); // reused across chunks: each write completes before the next chunk
    for (const t of tensors) {
      let written = 0;
      for (const chunk of t.chunks()) {
        if (t.type === GGML_TYPE.F32) {
          // Typed arrays are in the platform's byte order, little-endian on every machine Node targets here.
          await file.write(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          written += chunk.byteLength;
          continue;
        }
        if (chunk.length % Q8_0_BLOCK !== 0) throw new Error(`${t.name}: a Q8_0 chunk must be whole blocks`);
        const bytes = (chunk.length / Q8_0_BLOCK) * Q8_0_BLOCK_BYTES;
        if (out.length < bytes) out = new Uint8Array(bytes);
        quantizeQ8_0(chunk, out);
        await file.write(out, 0, bytes);
        written += bytes;
      }
      if (written !== dataBytes(t)) throw new Error(`${t.name}: ${written} bytes of data, expected ${dataBytes(t)}`);
      if (padding(written)) await file.write(new Uint8Array(padding(written)));
    }
  } finally {
    await file.close();
  }
}

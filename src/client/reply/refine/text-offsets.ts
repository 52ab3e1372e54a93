/** Which end of a selection a point is: its first character, or just after its last. */
export type Side = 'start' | 'end';

/** For each character of `value`, where it sits in `source`, matched as early (or as late) as it can be; null if it cannot. */
function embed(value: string, source: string, late: boolean): number[] | null {
  const at = new Array<number>(value.length);
  let s = late ? source.length - 1 : 0;
  for (let k = 0; k < value.length; k++) {
    const i = late ? value.length - 1 - k : k;
    while (s >= 0 && s < source.length && source[s] !== value[i]) s += late ? -1 : 1;
    if (s < 0 || s >= source.length) return null;
    at[i] = s;
    s += late ? -1 : 1;
  }
  return at;
}

/**
 * Where a point in a rendered text falls in the markdown it came from (`source`, the text node's
 * source range), so that a range between two such points covers every character selected.
 *
 * The renderer only leaves characters out of the source (escapes' backslashes, a line's
 * indentation, an inline code's backticks), so the text is the source with some characters
 * deleted. Whatever the true match, each character lies at or after its earliest match and at or
 * before its latest: a start at the earliest and an end after the latest cover it. An escaping
 * backslash belongs to the character after it. A source with `&` may hold character references
 * (`&amp;` is `&`), which are not deletions: a point inside such a text takes the text whole.
 */
export function textOffset(value: string, source: string, offset: number, side: Side): number {
  if (value === source) return offset;
  const whole = side === 'start' ? 0 : source.length;
  if (side === 'start' ? offset >= value.length : offset <= 0) return side === 'start' ? source.length : 0;
  if (source.includes('&')) return whole;
  if (side === 'end') {
    const latest = embed(value, source, true);
    return latest ? (latest[offset - 1] as number) + 1 : whole;
  }
  const earliest = embed(value, source, false);
  if (!earliest) return whole;
  const at = earliest[offset] as number;
  const previous = offset > 0 ? (earliest[offset - 1] as number) : -1;
  return at - 1 > previous && source[at - 1] === '\\' ? at - 1 : at;
}

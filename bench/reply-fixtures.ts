/**
 * The replies the render bench streams: the 800-word reply of a typical answer and a 10,000-word one
 * with 30 code blocks, 20 tables and nested lists. Both end with END_MARK, which the bench waits for.
 */
export const END_MARK = 'Thatistheend';

const LANGS = ['python', 'ts', 'go', 'sql', 'bash'] as const;
const CODE: Record<(typeof LANGS)[number], string> = {
  python: 'def mean(values):\n    """Average of a list."""\n    return sum(values) / len(values) if values else 0.0',
  ts: 'export function debounce<T extends unknown[]>(fn: (...a: T) => void, ms: number) {\n  let t: ReturnType<typeof setTimeout> | undefined;\n  return (...a: T) => { clearTimeout(t); t = setTimeout(() => fn(...a), ms); };\n}',
  go: 'func Sum(xs []int) int {\n\ttotal := 0\n\tfor _, x := range xs {\n\t\ttotal += x\n\t}\n\treturn total\n}',
  sql: 'SELECT author, COUNT(*) AS posts\nFROM articles\nWHERE published_at > NOW() - INTERVAL \'30 days\'\nGROUP BY author\nORDER BY posts DESC;',
  bash: 'for f in *.md; do\n  wc -w "$f"\ndone | sort -n | tail -5',
};
const SENTENCE = 'Clear writing keeps each sentence short, puts the subject first and cuts the words that add nothing.';
const sentences = (count: number) => Array.from({ length: count }, () => SENTENCE).join(' ');

/** About 800 words of markdown: headings, paragraphs, a list and five fenced code blocks. */
export function shortReply(): string {
  const parts: string[] = [];
  for (const [i, lang] of LANGS.entries()) {
    parts.push(`## Section ${i + 1}`, '');
    for (const count of [4, 3]) parts.push(sentences(count), '');
    parts.push('- **First**, read it aloud.', '- *Then* trim it by a third.', '- Finally, `check` the facts.', '');
    parts.push(`\`\`\`${lang}`, CODE[lang], '```', '');
  }
  parts.push(`${SENTENCE} ${END_MARK}.`);
  return parts.join('\n');
}

function table(index: number): string[] {
  const rows = Array.from({ length: 6 }, (_, r) => `| Step ${r + 1} of ${index} | ${r * 7 + index} ms | Trim the *filler* words | \`ok\` |`);
  return ['| Stage | Time | What to do | Status |', '|:--|--:|:-:|---|', ...rows, ''];
}

/** A numbered list whose steps hold blank lines, nested bullets and a code block, as step-by-step answers do. */
function steps(lang: (typeof LANGS)[number]): string[] {
  return [
    '1. Start with the **main point**, then the reasons.',
    '   - Keep one idea in each paragraph.',
    '   - Cut *very*, *really* and ~~basically~~.',
    '',
    '2. Show the example:',
    '',
    `   \`\`\`${lang}`,
    ...CODE[lang].split('\n').map((line) => `   ${line}`),
    '   ```',
    '',
    '3. Read it aloud and trim a third.',
    '   1. Once for sense.',
    '   2. Once for rhythm, see [the guide][guide].',
    '',
  ];
}

/** About 10,000 words: 30 sections, each with prose, nested lists and a code block; 20 of them with a table. */
export function longReply(): string {
  const parts: string[] = ['# A long answer', ''];
  for (let i = 0; i < 30; i++) {
    const lang = LANGS[i % LANGS.length] ?? 'ts';
    parts.push(`## Part ${i + 1}`, '');
    for (const count of [4, 3, 2]) parts.push(sentences(count), '');
    parts.push(...steps(lang));
    if (i < 20) parts.push(...table(i + 1));
    parts.push(`> ${sentences(2)}`, '');
  }
  parts.push('[guide]: https://example.com/guide', '', `${SENTENCE} ${END_MARK}.`);
  return parts.join('\n');
}

/** Cuts the text into about `count` pieces along word boundaries, splitting long words as a tokeniser would. */
export function tokenise(text: string, count: number): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const tokens: string[] = [];
  for (const [index, word] of words.entries()) {
    const stillToCome = words.length - index - 1;
    if (word.length > 4 && tokens.length + 2 + stillToCome <= count) {
      const cut = Math.ceil(word.length / 2);
      tokens.push(word.slice(0, cut), word.slice(cut));
    } else tokens.push(word);
  }
  return tokens;
}

import { cleanup } from '@testing-library/react';
import fc from 'fast-check';
import type { Nodes, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { visit } from 'unist-util-visit';
import { afterEach, describe, expect, it } from 'vitest';
import { points, renderReply, textNodes, type Point } from '../../../../tests/unit/rendered-selection';
import { replacePassage } from './replace-passage';
import { elementSpan, textSpan } from './source-points';
import { sourceRange } from './source-range';

/*
 * The properties of the source-range mapping (DESIGN.md, Refine: a passage), for any markdown of
 * the kinds a reply holds: a selection inside one block maps to a range inside that block that covers it, and replacing it
 * keeps every character (and every other block) outside it; a selection across blocks grows to
 * whole blocks.
 */

afterEach(cleanup);

const word = fc.stringMatching(/^[a-z]{1,7}$/);
const words = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));
const inline = fc.oneof(
  { weight: 4, arbitrary: word },
  fc.tuple(word, words).map(([a, b]) => `${a} ${b}`),
  words.map((w) => `*${w}*`),
  words.map((w) => `**${w}**`),
  word.map((w) => `\`${w}\``),
  fc.tuple(words, word).map(([text, path]) => `[${text}](https://x.example/${path})`),
  fc.constantFrom('\\*', '\\_', '\\[', '\\#'),
  word.map((w) => `~~${w}~~`),
);
const line = fc.array(inline, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(' '));
const lines = fc.array(line, { minLength: 1, maxLength: 3 }).map((l) => l.join('\n'));
const block = fc.oneof(
  { weight: 4, arbitrary: lines },
  fc.tuple(fc.integer({ min: 1, max: 3 }), line).map(([level, text]) => `${'#'.repeat(level)} ${text}`),
  fc.array(line, { minLength: 1, maxLength: 3 }).map((items) => items.map((item) => `- ${item}`).join('\n')),
  fc.array(line, { minLength: 2, maxLength: 3 }).map((items) => items.map((item, i) => `${i + 1}. ${item}`).join('\n\n')),
  fc.array(line, { minLength: 1, maxLength: 2 }).map((l) => l.map((text) => `> ${text}`).join('\n')),
  words.map((code) => `\`\`\`\n${code}\n\`\`\``),
  fc.tuple(words, words, words, words).map(([a, b, c, d]) => `| ${a} | ${b} |\n|---|---|\n| ${c} | ${d} |`),
);
const markdown = fc.array(block, { minLength: 1, maxLength: 5 }).map((blocks) => blocks.join('\n\n'));

/** The leaf blocks a selection may lie in: a paragraph, a heading, a tight item's text, a cell, a code block. */
const LEAVES = 'p, h1, h2, h3, li, td, th, pre';
const nearestLeaf = (node: Node) => node.parentElement?.closest(LEAVES);

function leavesOf(root: Element): { leaf: Element; texts: Text[] }[] {
  return [...(root.matches(LEAVES) ? [root] : []), ...root.querySelectorAll(LEAVES)]
    .map((leaf) => ({ leaf, texts: textNodes(leaf).filter((t) => nearestLeaf(t) === leaf && t.data.trim() !== '' && !t.parentElement?.closest('button')) }))
    .filter(({ texts }) => texts.length > 0);
}

const spanOf = (el: Element) => ({ start: Number(el.getAttribute('data-source-start')), end: Number(el.getAttribute('data-source-end')) });

/** Whether `text` can be read in `source` in order, characters left out between (what rendering does to markdown). */
function readsIn(text: string, source: string): boolean {
  let at = 0;
  for (const char of text) {
    at = source.indexOf(char, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/** A pick of two points, in document order, inside the texts given. */
const pick = fc.record({ a: fc.nat(), b: fc.nat(), i: fc.nat(), j: fc.nat() });
function pointsIn(texts: Text[], { a, b, i, j }: { a: number; b: number; i: number; j: number }): [Point, Point] {
  const [first, last] = [a % texts.length, b % texts.length].sort((x, y) => x - y) as [number, number];
  const [from, to] = [texts[first] as Text, texts[last] as Text];
  let start = i % from.data.length;
  let end = 1 + (j % to.data.length);
  if (from === to) [start, end] = [Math.min(start, end - 1), Math.max(start + 1, end)];
  return [
    [from, start],
    [to, end],
  ];
}

const topBlockTexts = (root: HTMLElement) => [...root.children].map((el) => el.textContent);

describe('a selection inside one block', () => {
  it('maps inside that block, covers what was selected, and its replacement keeps everything else', () => {
    fc.assert(
      fc.property(markdown, fc.nat(), pick, (md, leafIndex, picked) => {
        cleanup();
        const root = renderReply(md);
        const leaves = leavesOf(root);
        const { leaf, texts } = leaves[leafIndex % leaves.length]!;
        const [start, end] = pointsIn(texts, picked)!;
        const selected = document.createRange();
        selected.setStart(...start);
        selected.setEnd(...end);
        const range = sourceRange(root, points(start, end), md)!;
        const block = spanOf(leaf);
        // A code block is taken whole; elsewhere, spaces alone are no passage.
        if (leaf.tagName === 'PRE' || selected.toString().trim() === '') {
          expect(range).toEqual(leaf.tagName === 'PRE' ? block : null);
          return;
        }
        expect(range).not.toBeNull();
        expect(range.start).toBeGreaterThanOrEqual(block.start);
        expect(range.end).toBeLessThanOrEqual(block.end);
        expect(readsIn(selected.toString().trim(), md.slice(range.start, range.end))).toBe(true);

        const marker = 'qqmarkqq';
        const next = replacePassage(md, range, marker);
        expect(next.slice(0, range.start)).toBe(md.slice(0, range.start));
        expect(next.slice(range.start + marker.length)).toBe(md.slice(range.end));
        // Every other block renders as it did.
        const top = [...root.children].findIndex((el) => el.contains(leaf));
        const before = topBlockTexts(root);
        cleanup();
        const after = topBlockTexts(renderReply(next));
        expect(after.length).toBe(before.length);
        for (let k = 0; k < before.length; k++) if (k !== top) expect(after[k]).toBe(before[k]);
        expect(after[top]).toContain(marker);
      }),
      { numRuns: 60 },
    );
  });

  it('is exactly the characters selected in plain words', () => {
    fc.assert(
      fc.property(fc.array(words, { minLength: 1, maxLength: 4 }), fc.nat(), fc.nat(), (paragraphs, x, y) => {
        cleanup();
        const md = paragraphs.join('\n\n');
        const root = renderReply(md);
        const text = textNodes(root).find((t) => t.data.trim() !== '')!;
        const [from, to] = [x % text.data.length, 1 + (y % text.data.length)].sort((p, q) => p - q) as [number, number];
        if (from === to) return;
        const range = sourceRange(root, points([text, from], [text, to]), md);
        const selected = text.data.slice(from, to);
        if (selected.trim() === '') expect(range).toBeNull();
        else expect(md.slice(range!.start, range!.end)).toBe(selected.trim());
      }),
    );
  });
});

/** Where a rendered text is in the markdown: its own mark, or its element's (code inside highlighting). */
const markedAt = (text: Node) => textSpan(text) ?? elementSpan(text.parentElement!.closest('[data-source-start]')!)!;

/** The source range of the top-level block (or, in a list, the innermost item) holding `offset`, from a parse of its own. */
function blockAt(tree: Root, offset: number): { start: number; end: number } {
  const top = tree.children.find((node) => (node.position?.start.offset ?? 0) <= offset && offset < (node.position?.end.offset ?? 0))!;
  let unit = top;
  visit(top as Nodes, 'listItem', (item) => {
    if ((item.position?.start.offset ?? 0) <= offset && offset < (item.position?.end.offset ?? 0)) unit = item;
  });
  return { start: unit.position!.start.offset!, end: unit.position!.end.offset! };
}

describe('a selection across blocks', () => {
  it('grows to the whole blocks it touches (in a list, the items)', () => {
    fc.assert(
      fc.property(fc.array(block, { minLength: 2, maxLength: 5 }), fc.nat(), fc.nat(), pick, (blocks, x, y, picked) => {
        cleanup();
        const md = blocks.join('\n\n');
        const root = renderReply(md);
        const tops = [...root.children].filter((el) => leavesOf(el).length > 0);
        const [first, last] = [x % tops.length, y % tops.length].sort((p, q) => p - q) as [number, number];
        if (first === last) return;
        const textsOf = (el: Element) => leavesOf(el).flatMap((l) => l.texts);
        const [start] = pointsIn(textsOf(tops[first]!), { ...picked, b: picked.a })!;
        const [, end] = pointsIn(textsOf(tops[last]!), { ...picked, a: picked.b })!;
        const range = sourceRange(root, points(start, end), md)!;
        const tree = fromMarkdown(md, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
        const startAt = markedAt(start[0]).start;
        const endAt = markedAt(end[0]).end - 1;
        expect(range).toEqual({ start: blockAt(tree, startAt).start, end: blockAt(tree, endAt).end });
      }),
      { numRuns: 60 },
    );
  });
});

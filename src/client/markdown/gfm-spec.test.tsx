import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalHtml, htmlFragment, withSafetyRules, withoutProductAdditions } from './fixtures/normalise-html';
import { DEVIATION_REASONS, DEVIATIONS } from './fixtures/spec-deviations';
import { readSpecExamples } from './fixtures/spec-examples';
import { MarkdownView } from './markdown-view';

// The conformance check: every example of the GFM specification, rendered by the reply
// view and compared with the spec's HTML once the product's own additions are taken out and its
// safety rules (images as links, unsafe or relative URLs as text) applied to the expected HTML.
const examples = readSpecExamples();

afterEach(cleanup);

function rendered(markdown: string): HTMLElement {
  const { container } = render(<MarkdownView markdown={markdown} />);
  const root = container.cloneNode(true) as HTMLElement;
  withoutProductAdditions(root);
  return root;
}

function expected(html: string): HTMLElement {
  const root = htmlFragment(html);
  withSafetyRules(root);
  return root;
}

const withoutLinks = (root: HTMLElement) => {
  for (const link of root.querySelectorAll('a')) link.replaceWith(...link.childNodes);
  return canonicalHtml(root);
};

const conforming = examples.filter((e) => !DEVIATIONS.has(e.number));
const deviating = examples.filter((e) => DEVIATIONS.has(e.number));

describe('the GFM specification examples', () => {
  it('are all there: 673, of which 76 deviate on purpose', () => {
    expect(examples).toHaveLength(673);
    expect(deviating).toHaveLength(76);
  });

  it.each(conforming.map((e) => [e.number, e.section, e] as const))('example %i (%s) renders as the spec says', (_n, _s, example) => {
    expect(canonicalHtml(rendered(example.markdown))).toBe(canonicalHtml(expected(example.html)));
  });

  it.each(deviating.map((e) => [e.number, DEVIATION_REASONS[DEVIATIONS.get(e.number) ?? 'raw-html'], e] as const))(
    'example %i deviates on purpose: %s',
    (_n, _reason, example) => {
      const view = rendered(example.markdown);
      const spec = expected(example.html);
      expect(canonicalHtml(view.cloneNode(true) as HTMLElement)).not.toBe(canonicalHtml(spec.cloneNode(true) as HTMLElement));
      if (DEVIATIONS.get(example.number) === 'raw-html') {
        // The markup is there as text, and no element the HTML asked for was made from it.
        expect(view.textContent).toMatch(/<[a-z!?/]/i);
        expect(view.querySelector('div, script, style, iframe, textarea, table:not(:has(thead)), del, b, i, img, video')).toBeNull();
      } else {
        expect(withoutLinks(view)).toBe(withoutLinks(spec));
      }
    },
  );
});

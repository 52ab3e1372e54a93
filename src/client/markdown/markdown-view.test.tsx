import { act, cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarkdownView } from './markdown-view';
import { framesAtOnceEachTest } from '../../../tests/unit/frames';
import { PARSE_MARK } from './parse-mark';

framesAtOnceEachTest();
afterEach(() => cleanup());

const REPLY = [
  '# Steps',
  '',
  '1. Install:',
  '',
  '   ```sh',
  '   npm i x',
  '   ```',
  '',
  '2. Use it, as [the guide][g] says.',
  '',
  '| a | b |',
  '|---|---|',
  '| 1 | 2 |',
  '',
  '[g]: https://example.com/guide',
  '',
  'The end.',
].join('\n');

function streamInto(rerender: (ui: React.ReactElement) => void, text: string, from: number, size: number) {
  for (let end = from + size; end < text.length; end += size) act(() => rerender(<MarkdownView markdown={text.slice(0, end)} streaming />));
  act(() => rerender(<MarkdownView markdown={text} streaming={false} />));
}

describe('MarkdownView while a reply streams', () => {
  it('keeps the DOM nodes of earlier blocks, so selection and scroll survive', () => {
    // The heading and the list are finished once the table has started.
    const start = REPLY.indexOf('| 1 |');
    const { rerender } = render(<MarkdownView markdown={REPLY.slice(0, start)} streaming />);
    const heading = screen.getByRole('heading', { name: 'Steps' });
    const code = screen.getByText('npm i x');
    const item = screen.getByText(/Use it/);
    streamInto(rerender, REPLY, start, 3);
    expect(screen.getByRole('heading', { name: 'Steps' })).toBe(heading);
    expect(screen.getByText('npm i x')).toBe(code);
    // Its reference became a link when the definition arrived; the rest of the item stayed.
    expect(screen.getByText(/Use it/)).toBe(item);
    expect(screen.getAllByRole('list')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'the guide' })).toHaveAttribute('href', 'https://example.com/guide');
  });

  it('shows an open code fence as code at once', () => {
    render(<MarkdownView markdown={'Run:\n\n```sh\nnpm i'} streaming />);
    expect(screen.getByText('npm i').closest('pre')).not.toBeNull();
  });

  it('never shows a table as raw pipes while its first rows arrive', () => {
    const { container, rerender } = render(<MarkdownView markdown={'Data:\n\n| a | b |'} streaming />);
    expect(container.textContent).not.toContain('|');
    act(() => rerender(<MarkdownView markdown={'Data:\n\n| a | b |\n|---|--'} streaming />));
    expect(container.textContent).not.toContain('|');
    act(() => rerender(<MarkdownView markdown={'Data:\n\n| a | b |\n|---|---|\n| 1'} streaming />));
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(container.textContent).not.toContain('|');
  });

  it('shows open emphasis, code and links as they will be, without their raw markers', () => {
    const { container } = render(<MarkdownView markdown={'Use **bold, `code and [the guide](https://example.com/gu'} streaming />);
    expect(container.querySelector('strong')).toHaveTextContent('bold, code and [the guide](https://example.com/gu');
    expect(container.querySelector('strong code')).toHaveTextContent('code and [the guide](https://example.com/gu');
    expect(container.textContent).not.toContain('*');
  });

  it('shows a link whose URL is still arriving as its text', () => {
    const { container } = render(<MarkdownView markdown={'See [the guide](https://example.com/gu'} streaming />);
    expect(container.textContent).toBe('See the guide');
  });

  it('shows the held-back text when the reply ends', () => {
    const { rerender } = render(<MarkdownView markdown="a | b" streaming />);
    act(() => rerender(<MarkdownView markdown="| a | b |" streaming={false} />));
    expect(screen.getByText('| a | b |')).toBeInTheDocument();
  });
});

describe('MarkdownView safety', () => {
  it('shows an image as a link to it, never loading it', () => {
    const { container } = render(<MarkdownView markdown="![a cat](https://example.com/cat.png) ![x](javascript:alert(1))" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'a cat' })).toHaveAttribute('href', 'https://example.com/cat.png');
    expect(screen.queryByRole('link', { name: 'x' })).toBeNull();
  });
});

describe('the highlighting theme', () => {
  it('only colours tokens, so a code block keeps its size when its colours arrive', () => {
    const theme = readFileSync('src/client/markdown/highlight-theme.css', 'utf8');
    const properties = [...theme.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([a-z-]+)\s*:/g)].map((m) => m[1]);
    expect(new Set(properties)).toEqual(new Set(['color', 'background-color']));
  });
});

describe('MarkdownView switching between complete replies', () => {
  it('shows a reply it has shown before without parsing it again', () => {
    const parses = vi.spyOn(performance, 'mark');
    const other = '## Another reply\n\nWith `code` and *emphasis*.';
    const { rerender } = render(<MarkdownView markdown={REPLY} />);
    act(() => rerender(<MarkdownView markdown={other} />));
    const parsedSoFar = parses.mock.calls.filter(([name]) => name === PARSE_MARK).length;
    expect(parsedSoFar).toBeGreaterThan(0);
    act(() => rerender(<MarkdownView markdown={REPLY} />));
    expect(screen.getByRole('heading', { name: 'Steps' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the guide' })).toHaveAttribute('href', 'https://example.com/guide');
    expect(screen.queryByText('Another reply')).toBeNull();
    expect(parses.mock.calls.filter(([name]) => name === PARSE_MARK)).toHaveLength(parsedSoFar);
  });
});

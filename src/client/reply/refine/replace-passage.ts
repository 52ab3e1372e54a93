import type { Passage } from './refine-store';

/** The version with the passage's source range replaced by `replacement`: every other character kept. */
export function replacePassage(markdown: string, { start, end }: Passage, replacement: string): string {
  return markdown.slice(0, start) + replacement + markdown.slice(end);
}

import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { SHARE_FRAGMENT_PREFIX, SHARE_LINK_MAX_CHARS } from '../../shared/config/modes-exchange';
import type { Tab } from '../../shared/tab';
import { EXCHANGE_PROBLEMS } from './exchange-labels';
import { readModesFile, type ReadResult } from './read-modes-file';
import { toModesFile } from './write-modes-file';

/**
 * A link to the page whose fragment carries one persona as a modes file, compressed with lz-string
 * into URL-safe characters. A fragment never reaches the server. Null when the link would pass
 * SHARE_LINK_MAX_CHARS, which some browsers, chat apps and mail clients cut.
 */
export function shareLink(pageUrl: string, persona: string, tabs: readonly Tab[]): string | null {
  const data = compressToEncodedURIComponent(JSON.stringify(toModesFile({ [persona]: [...tabs] })));
  const link = `${pageUrl}${SHARE_FRAGMENT_PREFIX}${data}`;
  return link.length > SHARE_LINK_MAX_CHARS ? null : link;
}

/** Reads a `#share=` fragment as a modes file; a damaged one is named as such. */
export function readShareFragment(hash: string): ReadResult {
  const data = hash.startsWith(SHARE_FRAGMENT_PREFIX) ? hash.slice(SHARE_FRAGMENT_PREFIX.length) : '';
  let text: string | null = null;
  try {
    text = decompressFromEncodedURIComponent(data);
  } catch {
    text = null;
  }
  if (!text) return { ok: false, problems: [EXCHANGE_PROBLEMS.brokenLink] };
  const read = readModesFile(text);
  return !read.ok && read.problems[0] === EXCHANGE_PROBLEMS.notJson ? { ok: false, problems: [EXCHANGE_PROBLEMS.brokenLink] } : read;
}

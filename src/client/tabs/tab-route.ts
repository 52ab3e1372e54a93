/** The page's one route (SPEC.md section 2): a persona and a tab title, both optional. */
export const PAGE_ROUTE = '/:persona?/:tabTitle?';

/** The URL of a persona and tab title (SPEC.md section 2): each segment encoded, so any title round-trips. */
export function tabPath(persona: string, tabTitle: string | undefined): string {
  const personaPart = `/${encodeURIComponent(persona)}`;
  return tabTitle === undefined ? personaPart : `${personaPart}/${encodeURIComponent(tabTitle)}`;
}

/**
 * A URL segment as the router hands it over (decoded with decodeURI, which leaves `/`, `?`, `#` and
 * the like escaped) decoded the rest of the way, so that every title tabPath wrote round-trips.
 */
export function decodeSegment(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // A lone `%` (decodeURI already turned `%25` into it) stays as it is.
  }
}

/**
 * The persona and tab title of an address's path, decoded; null for a path the page's route does
 * not take (more than two segments), which goes to `/`. A trailing slash is allowed, as in PAGE_ROUTE.
 */
export function readRoute(pathname: string): { persona: string | undefined; tabTitle: string | undefined } | null {
  const [persona, tabTitle, ...beyond] = pathname
    .replace(/^\/|\/$/g, '')
    .split('/')
    .map((segment) => decodeSegment(segment || undefined));
  return beyond.length === 0 ? { persona, tabTitle } : null;
}

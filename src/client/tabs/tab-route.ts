/** The URL of a persona and tab title (SPEC.md section 2): each segment encoded, so any title round-trips. */
export function tabPath(persona: string, tabTitle: string | undefined): string {
  const personaPart = `/${encodeURIComponent(persona)}`;
  return tabTitle === undefined ? personaPart : `${personaPart}/${encodeURIComponent(tabTitle)}`;
}

/**
 * The runner and the document view load on demand, off the first-paint path: most people never
 * send a long document. The query box preloads both once a text will go in parts.
 */
export const loadDocumentRun = () => import('./document-run').then((m) => m.startDocument);
export const loadDocumentReply = () => import('./document-reply');

export function preloadDocument(): void {
  void loadDocumentRun().catch(() => {});
  void loadDocumentReply().catch(() => {});
}

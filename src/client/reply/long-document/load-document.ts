import { loadModePlans } from './mode-plan';

/*
 * The runner and the document view load on demand, off the first-paint path: most people never
 * send a long document. The query box preloads both once a text will go in parts.
 */

/** The runner, once the mode plans are known too (without them a document still goes, as an "other" mode). */
export const loadDocumentRun = () => Promise.all([import('./document-run'), loadModePlans().catch(() => {})]).then(([m]) => m.startDocument);
export const loadDocumentReply = () => import('./document-reply');

export function preloadDocument(): void {
  void loadDocumentRun().catch(() => {});
  void loadDocumentReply().catch(() => {});
}

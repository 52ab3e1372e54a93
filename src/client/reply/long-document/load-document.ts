import { lazyWhenLoaded } from '../../ui/lazy-when-loaded';
import { loadModePlans } from '../../state/mode-plans';

/*
 * The runner and the document view load on demand, off the first-paint path: most people never
 * send a long document. The reply engine preloads both once the text in the query box will go in
 * parts.
 */

/** The runner, once the mode plans are known too (without them a document still goes, as an "other" mode). */
export const loadDocumentSession = () => Promise.all([import('./document-session'), loadModePlans().catch(() => {})]).then(([m]) => m.startFromText);
/** Fetches the runner and the view before the submit (a text in the query box will go in parts). */
export function preloadDocument(): void {
  void loadDocumentSession().catch(() => {});
  void documentReply.load().catch(() => {});
}

/** The document's view: it renders at once when preloaded, so its first text is not held back. */
export const documentReply = lazyWhenLoaded(() => import('./document-reply').then((m) => m.DocumentReply));

import { lazyWhenLoaded } from '../../ui/lazy-when-loaded';
import { loadModePlans } from '../../state/mode-plans';

/*
 * The runner and the document view load on demand, off the first-paint path: most people never
 * send a long document. The query box preloads both once a text will go in parts.
 */

/** The runner, once the mode plans are known too (without them a document still goes, as an "other" mode). */
export const loadDocumentSession = () => Promise.all([import('./document-session'), loadModePlans().catch(() => {})]).then(([m]) => m.startFromText);
/** The splitter, for counting the parts while a long text is typed. */
export const loadSplitter = () => import('../../lib/split-document').then((m) => m.splitDocument);


export function preloadDocument(): void {
  void loadDocumentSession().catch(() => {});
  void documentReply.load().catch(() => {});
}

/** The document's view: it renders at once when preloaded, so its first text is not held back. */
export const documentReply = lazyWhenLoaded(() => import('./document-reply').then((m) => m.DocumentReply));

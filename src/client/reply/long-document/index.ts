/*
 * The long-document engine's one public entry (lint refuses imports of the files behind it from
 * outside this folder). The runner and the document view load on demand, off the first-paint path:
 * most people never send a long document. The reply path preloads both once the text in the query
 * box will go in parts (the page action `prepareLongDocument`).
 */
import { lazyWhenLoaded } from '../../ui/lazy-when-loaded';

export { createDocumentController, type DocumentController } from './document-controller';

/** The runner. */
export const loadDocumentSession = () => import('./document-session').then((m) => m.startFromText);

/** The document's view: it renders at once when preloaded, so its first text is not held back. */
export const documentReply = lazyWhenLoaded(() => import('./document-reply').then((m) => m.DocumentReply));

/** Fetches the runner and the view before the submit (a text in the query box will go in parts). */
export function preloadDocument(): void {
  void loadDocumentSession().catch(() => {});
  void documentReply.load().catch(() => {});
}

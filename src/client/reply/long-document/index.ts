/*
 * The long-document engine's one public entry (lint refuses imports of the files behind it from
 * outside this folder). What sends a document and shows it loads on demand (load-document.ts).
 */
export { createDocumentController, type DocumentController } from './document-controller';
export { documentReply, loadDocumentSession, preloadDocument } from './load-document';

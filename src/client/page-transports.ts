import { BROWSER_PROVIDER_ID } from '../shared/config/local-models';
import type { TransportLoaders } from './lib/reply-transport';

/**
 * The transports the page gives the reply path beside the server's route (reply/page-replies.ts),
 * by provider: the model in this browser, whose code loads at its first use. Loaded with the reply
 * path, off the first load.
 */
export const PAGE_TRANSPORTS: TransportLoaders = {
  [BROWSER_PROVIDER_ID]: () => import('./browser-model/browser-transport').then((m) => m.streamInBrowser),
};

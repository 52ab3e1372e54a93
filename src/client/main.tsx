import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SHARE_FRAGMENT_PREFIX } from '../shared/config/modes-exchange';
import { App } from './app';
import { startThemeSync } from './lib/theme-store';
import { startRepliesBeforeFirstSubmit } from './reply/lazy-reply-area';
import { startTabPersistence } from './state/tab-persistence';
import { decodeSegment } from './tabs/tab-route';
import './styles/global.css';

const sharedHash = location.hash.startsWith(SHARE_FRAGMENT_PREFIX) ? location.hash : '';
if (sharedHash) history.replaceState(history.state, '', `${location.pathname}${location.search}`);

startThemeSync();
// The saved tabs are in the store before the first render, and every change is saved from then on.
// The link's persona is read here only to know whether the first render needs the preset data.
const { beforeFirstRender } = startTabPersistence(decodeSegment(location.pathname.split('/')[1] || undefined));
// The reply path reads the submission from the first submit on, whether or not the reply area is on the page.
startRepliesBeforeFirstSubmit();

function render() {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

if (beforeFirstRender) void beforeFirstRender.then(render);
else render();

// A shared persona (`#share=`): read and taken out of the address before anything else can change
// it (it never reached the server); the exchange loads only for such a link, and shows it.
if (sharedHash) void import('./exchange/exchange-actions').then((m) => m.openSharedLink(sharedHash));

// Measuring and the offline worker start once the page has loaded, and their code loads then too;
// without them (their chunk did not load) the page works the same.
const afterLoad = (start: () => void) => (document.readyState === 'complete' ? start() : addEventListener('load', start, { once: true }));
afterLoad(() => void import('./lib/web-vitals').then((m) => m.startWebVitals(), () => {}));
afterLoad(() => void import('./pwa/register-service-worker').then((m) => m.registerServiceWorker(), () => {}));

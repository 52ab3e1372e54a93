import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SHARE_FRAGMENT_PREFIX } from '../shared/config/modes-exchange';
import { App } from './app';
import { startThemeSync } from './lib/theme-store';
import { startWebVitals } from './lib/web-vitals';
import { registerServiceWorker } from './pwa/register-service-worker';
import { startReplies } from './reply/page-replies';
import { startTabPersistence } from './state/tab-persistence';
import { decodeSegment } from './tabs/tab-route';
import './styles/global.css';

const sharedHash = location.hash.startsWith(SHARE_FRAGMENT_PREFIX) ? location.hash : '';
if (sharedHash) history.replaceState(history.state, '', `${location.pathname}${location.search}`);

startThemeSync();
// The saved tabs are in the store before the first render, and every change is saved from then on.
// The link's persona is read here only to know whether the first render needs the preset data.
const { beforeFirstRender } = startTabPersistence(decodeSegment(location.pathname.split('/')[1] || undefined));
// The reply path reads the submission from now on, whether or not the reply area is on the page.
startReplies();

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

startWebVitals();
registerServiceWorker();

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startThemeSync } from './lib/theme-store';
import { startWebVitals } from './lib/web-vitals';
import { registerServiceWorker } from './pwa/register-service-worker';
import { startReplies } from './reply/page-replies';
import { startTabPersistence } from './state/tab-persistence';
import { decodeSegment } from './tabs/tab-route';
import './styles/global.css';

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

startWebVitals();
registerServiceWorker();

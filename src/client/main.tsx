import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startThemeSync } from './lib/theme-store';
import { startWebVitals } from './lib/web-vitals';
import { registerServiceWorker } from './pwa/register-service-worker';
import { startTabPersistence } from './state/tab-persistence';
import './styles/global.css';

startThemeSync();
// The saved tabs are in the store before the first render, and every change is saved from then on.
startTabPersistence();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

startWebVitals();
registerServiceWorker();

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { startWebVitals } from './lib/web-vitals';
import { startTabPersistence } from './state/tab-persistence';
import './styles/global.css';

// The saved tabs are in the store before the first render, and every change is saved from then on.
startTabPersistence();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}

startWebVitals();

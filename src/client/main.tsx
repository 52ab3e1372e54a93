import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SHARE_FRAGMENT_PREFIX } from '../shared/config/modes-exchange';
import { PageRoot } from './page-root';
import { keepTextTypedEarly } from './query-box/query-box';
import { inNextTask } from './lib/next-task';
import { whenIdleOrTouched } from './lib/when-idle-or-touched';
import { startRepliesBeforeFirstSubmit } from './reply/lazy-reply-area';
import { startTabPersistence } from './state/tab-persistence';
import { startRouteSync } from './tabs/route-sync';
import { readRoute } from './tabs/tab-route';
import './styles/global.css';

const sharedHash = location.hash.startsWith(SHARE_FRAGMENT_PREFIX) ? location.hash : '';
if (sharedHash) history.replaceState(history.state, '', `${location.pathname}${location.search}`);

// The theme shown is index.html's boot script's; the store that changes it, and follows the device,
// starts when idle or at the first press (Settings, where it is chosen, loads later still).
whenIdleOrTouched(() => import('./lib/theme-store').then((m) => m.startThemeSync()));
const route = readRoute(location.pathname);

function render() {
  const root = document.getElementById('root');
  if (!root) return;
  // An address the route does not take goes to `/` first, as the page's redirect would take it
  // (the prerendered shell it hydrates has no redirect). Then the address's persona and tab are the
  // store's before the first render, so the page shows them from its first own render, and from
  // then on the address follows the store.
  if (!route) history.replaceState(history.state, '', '/');
  startRouteSync();
  // The prerendered shell (index.html, put there by shell-boot.ts) is hydrated: the hydrating
  // render shows the shell's state, the next the person's own. Text typed into it meanwhile stays.
  keepTextTypedEarly(root);
  // As a transition, the hydration is rendered in slices of a few milliseconds, yielding between
  // them; at the default priority it was one task on a phone. A press or a key on a part not yet
  // hydrated hydrates that part at once all the same.
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, <PageRoot />));
  else createRoot(root).render(<PageRoot />);
}

// The start is three tasks (this module's, the store's, the hydration's set-up), each short enough
// not to count as a long task on a phone: together they were one of about 130 ms at 4× slower CPU.
inNextTask(() => {
  // The saved tabs are in the store before the first render, and every change is saved from then
  // on. The link's persona is read here only to know whether the first render needs the preset data.
  const { beforeFirstRender } = startTabPersistence(route?.persona);
  // The reply path reads the submission from the first submit on, whether or not the reply area is
  // on the page; it is given the page's transports beside the server's route (page-transports.ts).
  startRepliesBeforeFirstSubmit(() => import('./page-transports').then((m) => m.PAGE_TRANSPORTS));
  if (beforeFirstRender) void beforeFirstRender.then(render);
  else inNextTask(render);
  // A shared persona (`#share=`), read and taken out of the address at once (it never reached the
  // server), is opened over the restored tabs; the exchange loads only for such a link.
  if (sharedHash) void import('./exchange/exchange-actions').then((m) => m.openSharedLink(sharedHash));
});

// Measuring and the offline worker start once the page has loaded, and their code loads then too;
// without them (their chunk did not load) the page works the same.
const afterLoad = (start: () => void) => (document.readyState === 'complete' ? start() : addEventListener('load', start, { once: true }));
afterLoad(() => void import('./lib/web-vitals').then((m) => m.startWebVitals(), () => {}));
afterLoad(() => void import('./pwa/register-service-worker').then((m) => m.registerServiceWorker(), () => {}));

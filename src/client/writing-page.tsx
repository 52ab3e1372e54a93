import { lazy, Suspense } from 'react';
import { Faq } from './faq/faq';
import { Header } from './header/header';
import { useKeyboardShortcuts } from './lib/use-keyboard-shortcuts';
import { PersonaMenu } from './personas/persona-menu';
import { QueryBox } from './query-box/query-box';
import { LazyReplyArea } from './reply/lazy-reply-area';
import { TabDialogs } from './tabs/tab-dialogs';
import { TabsBar } from './tabs/tabs-bar';
import { useRouteSync } from './tabs/use-route-sync';
import { Footer } from './ui/footer';
import { LazyToaster } from './ui/lazy-toaster';

// The exchange's menu entries load with the persona menu's panel, never on the first paint.
const ExchangeMenuItems = lazy(() => import('./exchange/exchange-menu-items').then((m) => ({ default: m.ExchangeMenuItems })));
const exchangeItems = (done: () => void) => (
  <Suspense fallback={null}>
    <ExchangeMenuItems done={done} />
  </Suspense>
);

// The shortcuts' table shows only in its dropdown, which loads on opening: the table comes with it.
const ShortcutsTable = lazy(() => import('./shortcuts/shortcuts-table').then((m) => ({ default: m.ShortcutsTable })));
const shortcutsHelp = (
  <Suspense fallback={null}>
    <ShortcutsTable />
  </Suspense>
);

// Reset's confirmation offers to export the modes first (issue 23): the exchange's button, loaded with the dialog.
const ExportModesButton = lazy(() => import('./exchange/export-modes-button').then((m) => ({ default: m.ExportModesButton })));
const exportFirst = (
  <Suspense fallback={null}>
    <ExportModesButton />
  </Suspense>
);

/** Keeps the URL and the tabs in step; on its own so that a URL change re-renders nothing else. */
function RouteSync() {
  useRouteSync();
  return null;
}

/**
 * The one page, in the top-to-bottom order of SPEC.md section 2. The features meet here: each is
 * placed, and the header is given the persona menu and the shortcuts help it shows.
 */
export function WritingPage() {
  useKeyboardShortcuts();
  return (
    <>
      <RouteSync />
      <Header personaMenu={<PersonaMenu exchange={exchangeItems} />} shortcutsHelp={shortcutsHelp} exportFirst={exportFirst} />
      <main className="page">
        <TabsBar />
        <QueryBox />
        <TabDialogs />
        <LazyReplyArea />
        <Faq />
      </main>
      <Footer />
      <LazyToaster />
    </>
  );
}

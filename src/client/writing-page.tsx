import { Suspense } from 'react';
import { useKeyboardShortcuts } from './lib/use-keyboard-shortcuts';
import { QueryBox } from './query-box/query-box';
import { LazyReplyArea } from './reply/lazy-reply-area';
import { hydrateWhenNeeded } from './ui/hydrate-when-needed';
import { LazyToaster } from './ui/lazy-toaster';
// Their styles are in the first load all the same: the shell is painted with them.
import './header/header.css';
import './personas/persona-menu.css';
import './tabs/tabs-bar.css';
import './faq/faq.css';
import './ui/footer.css';

// The header, the tabs, the FAQ and the footer are on the first paint (the prerendered shell) but
// not in the first load's code: each is hydrated once its code is there, in a task of its own. The
// header's and the tabs' code loads as the page's script starts, the FAQ's and the footer's (below
// the fold) when idle or at the first press; a press made before is made again once it has come.
// The query box, where a visit starts, has its code in the first load; it is hydrated in a boundary
// of its own, which React 19 hydrates in slices after the page around it (a press or a key on it
// hydrates it at once): in the page's first render it made that one long task on a phone.
const PageHeader = hydrateWhenNeeded(() => import('./page-header').then((m) => m.PageHeader), 'now', '.site-header');
const TabsBar = hydrateWhenNeeded(() => import('./tabs/tabs-bar').then((m) => m.TabsBar), 'now', '.tabs-bar');
const Faq = hydrateWhenNeeded(() => import('./faq/faq').then((m) => m.Faq), 'idle', '.faq');
const Footer = hydrateWhenNeeded(() => import('./ui/footer').then((m) => m.Footer), 'idle', '.site-footer');
// Nothing on the first paint: the tab dialogs show once the tabs (with their code) open one.
const TabDialogs = hydrateWhenNeeded(() => import('./tabs/tab-dialogs').then((m) => m.TabDialogs), 'now');

/**
 * The one page, in the top-to-bottom order of SPEC.md section 2. The features meet here: each is
 * placed (the header is given the persona menu and the shortcuts help it shows in page-header.tsx).
 */
export function WritingPage() {
  useKeyboardShortcuts();
  return (
    <>
      <PageHeader />
      <main className="page">
        <TabsBar />
        <Suspense fallback={null}>
          <QueryBox />
        </Suspense>
        <TabDialogs />
        <LazyReplyArea />
        <Faq />
      </main>
      <Footer />
      <LazyToaster />
    </>
  );
}

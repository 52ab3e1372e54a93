import { Faq } from './faq/faq';
import { Footer } from './ui/footer';
import { LazyToaster } from './ui/lazy-toaster';
import { Header } from './header/header';
import { QueryBox } from './reply/query-box';
import { ReplyArea } from './reply/reply-area';
import { useKeyboardShortcuts } from './shortcuts/use-keyboard-shortcuts';
import { TabDialogs } from './tabs/tab-dialogs';
import { TabsBar } from './tabs/tabs-bar';
import { useRouteSync } from './tabs/use-route-sync';

/** Keeps the URL and the tabs in step; on its own so that a URL change re-renders nothing else. */
function RouteSync() {
  useRouteSync();
  return null;
}

/** The one page, in the top-to-bottom order of SPEC.md section 2. */
export function WritingPage() {
  useKeyboardShortcuts();
  return (
    <>
      <RouteSync />
      <Header />
      <main className="page">
        <TabsBar />
        <QueryBox />
        <TabDialogs />
        <ReplyArea />
        <Faq />
      </main>
      <Footer />
      <LazyToaster />
    </>
  );
}

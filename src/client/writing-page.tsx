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

/** The one page, in the top-to-bottom order of SPEC.md section 2. */
export function WritingPage() {
  useRouteSync();
  useKeyboardShortcuts();
  return (
    <>
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

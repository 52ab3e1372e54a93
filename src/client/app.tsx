import { memo } from 'react';
import { Redirect, useRoute } from 'wouter';
import { PAGE_ROUTE } from './tabs/tab-route';
import { WritingPage } from './writing-page';

// Memoised: a change of address renders nothing of the page again (the tab store follows the
// address, tabs/route-sync.ts, and the page reads the store).
const Page = memo(WritingPage);

/** SPEC.md section 2: one page at `/:persona?/:tabTitle?`; anything else goes back to `/`. */
export function App() {
  const [matches] = useRoute(PAGE_ROUTE);
  return matches ? <Page /> : <Redirect to="/" replace />;
}

import { memo } from 'react';
import { Redirect, useRoute } from 'wouter';
import { PAGE_ROUTE } from './tabs/tab-route';
import { WritingPage } from './writing-page';

// Memoised: a change of address renders nothing of the page again. The page reads the tab store,
// which tabs/route-sync.ts keeps in step with the address.
const Page = memo(WritingPage);

/** SPEC.md section 2: one page at `/:persona?/:tabTitle?`; anything else goes back to `/`. */
export function App() {
  const [matches] = useRoute(PAGE_ROUTE);
  return matches ? <Page /> : <Redirect to="/" replace />;
}

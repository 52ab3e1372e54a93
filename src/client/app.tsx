import { Redirect, Route, Switch } from 'wouter';
import { WritingPage } from './writing-page';

/** SPEC.md section 2: one page at `/:persona?/:tabTitle?`; anything else goes back to `/`. */
export function App() {
  return (
    <Switch>
      {/* A child element, not `component`: a URL change then re-renders only what reads the route. */}
      <Route path="/:persona?/:tabTitle?">
        <WritingPage />
      </Route>
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  );
}

import { Redirect, Route, Switch } from 'wouter';
import { WritingPage } from './writing-page';

/** SPEC.md section 2: one page at `/:persona?/:tabTitle?`; anything else goes back to `/`. */
export function App() {
  return (
    <Switch>
      <Route path="/:persona?/:tabTitle?" component={WritingPage} />
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  );
}

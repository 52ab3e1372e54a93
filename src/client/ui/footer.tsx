import { useSyncExternalStore } from 'react';
import { APP_NAME } from '../../shared/config/app-config';
import { MESSAGES } from '../../shared/config/messages';
import './footer.css';

const thisYear = () => new Date().getFullYear();
const noChanges = () => () => {};
// The year the shell was prerendered in (vite-prerender.ts): the hydrating render shows it, then this year.
const shellYear = (): number => Number(import.meta.env.SHELL_YEAR) || thisYear();

/** SPEC.md section 2: the current year and the all-rights-reserved line, after a word on what the replies are. */
export function Footer() {
  const year = useSyncExternalStore(noChanges, thisYear, shellYear);
  return (
    <footer className="site-footer">
      <p>{MESSAGES.modelDisclaimer}</p>
      <p>
        © {year} {APP_NAME}. {MESSAGES.rightsReserved}
      </p>
    </footer>
  );
}

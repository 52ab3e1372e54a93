import { APP_NAME } from '../../shared/config/app-config';
import { MESSAGES } from '../../shared/config/messages';
import './footer.css';

/** SPEC.md section 2: the current year and the all-rights-reserved line, after a word on what the replies are. */
export function Footer() {
  return (
    <footer className="site-footer">
      <p>{MESSAGES.modelDisclaimer}</p>
      <p>
        © {new Date().getFullYear()} {APP_NAME}. {MESSAGES.rightsReserved}
      </p>
    </footer>
  );
}

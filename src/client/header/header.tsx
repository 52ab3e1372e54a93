import { Keyboard, Settings, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { APP_NAME } from '../../shared/config/app-config';
import { MESSAGES } from '../../shared/config/messages';
import { resetAllData } from '../lib/reset-data';
import { PersonaMenu } from '../personas/persona-menu';
import { whenIdle } from '../lib/when-idle';
import { useIsNarrowScreen } from '../ui/use-media-query';
import { HEADER_LABELS } from './header-labels';
import { HeaderPopover } from './header-popover';
import { ModelSettings } from './model-settings';
import { loadModelCatalog } from './model-store';
import { ShortcutsTable } from './shortcuts-table';
import './header.css';

const ICON_SIZE = 20;

/** SPEC.md section 2, Header: the logo and the utilities; narrow screens keep only the persona menu. */
export function Header() {
  const narrow = useIsNarrowScreen();
  // The server's model list, after the first paint: until then Groq's built-in list is offered.
  useEffect(() => whenIdle(() => void loadModelCatalog()), []);
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <h1 className="visually-hidden">{APP_NAME}</h1>
        <Link to="/" className="site-logo" aria-label={HEADER_LABELS.home}>
          {narrow ? (
            <img src="/logo-icon.svg" alt="" width={32} height={32} />
          ) : (
            <img src="/logo-wide.svg" alt="" width={212} height={32} />
          )}
        </Link>
        <div className="site-header-actions">
          {!narrow && (
            <>
              <button
                type="button"
                className="icon-button"
                aria-label={HEADER_LABELS.reset}
                title={HEADER_LABELS.reset}
                onClick={resetAllData}
              >
                <Trash2 size={ICON_SIZE} aria-hidden="true" />
              </button>
              <HeaderPopover
                label={HEADER_LABELS.settings}
                icon={<Settings size={ICON_SIZE} aria-hidden="true" />}
                title={MESSAGES.settingsTitle}
              >
                {(titleId) => <ModelSettings labelledBy={titleId} />}
              </HeaderPopover>
              <HeaderPopover
                label={HEADER_LABELS.shortcuts}
                icon={<Keyboard size={ICON_SIZE} aria-hidden="true" />}
                title={MESSAGES.shortcutsTitle}
              >
                {() => <ShortcutsTable />}
              </HeaderPopover>
            </>
          )}
          <PersonaMenu />
        </div>
      </div>
    </header>
  );
}

import { Keyboard, Settings, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { APP_NAME } from '../../shared/config/app-config';
import { MESSAGES } from '../../shared/config/messages';
import { resetAllData } from '../lib/reset-data';
import { useThemeStore } from '../lib/theme-store';
import { PersonaMenu } from '../personas/persona-menu';
import { useIsNarrowScreen } from '../ui/use-media-query';
import { HEADER_LABELS } from './header-labels';
import { HeaderPopover } from './header-popover';
import { ModelSettings } from './model-settings';
import { ShortcutsTable } from './shortcuts-table';
import { ThemeSettings } from './theme-settings';
import './header.css';

const ICON_SIZE = 20;

/** SPEC.md section 2, Header: the logo and the utilities; narrow screens keep only the persona menu. */
export function Header() {
  const narrow = useIsNarrowScreen();
  const dark = useThemeStore((s) => s.resolved === 'dark');
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <h1 className="visually-hidden">{APP_NAME}</h1>
        <Link href="/" className="site-logo" aria-label={HEADER_LABELS.home}>
          {narrow ? (
            <img src="/logo-icon.svg" alt="" width={32} height={32} />
          ) : (
            <img src={dark ? '/logo-wide-dark.svg' : '/logo-wide.svg'} alt="" width={212} height={32} />
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
                {(titleId) => (
                  <>
                    <ModelSettings labelledBy={titleId} />
                    <ThemeSettings />
                  </>
                )}
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

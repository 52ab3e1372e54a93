import { Keyboard, Settings, SlidersHorizontal, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { APP_NAME } from '../../shared/config/app-config';
import { MESSAGES } from '../../shared/config/messages';
import { whenIdle } from '../lib/when-idle';
import { IconButton } from '../ui/icon-button';
import { useIsNarrowScreen } from '../ui/use-media-query';
import { HEADER_LABELS } from './header-labels';
import { HeaderPopover } from './header-popover';
import { SiteLogo } from './site-logo';
import './header.css';

const ICON_SIZE = 20;

// The choices load with the panel's own code (HeaderPopover's `load`: the panel mounts once both
// are there), off the first load.
const loadSettings = () => import('./settings-body');
const SettingsBody = lazy(() => loadSettings().then((m) => ({ default: m.SettingsBody })));
// Reset's confirmation loads when first asked for (with the dialogs' shared code).
const ResetDialog = lazy(() => import('./reset-dialog').then((m) => ({ default: m.ResetDialog })));

interface HeaderProps {
  /** The persona dropdown (personas/), which the page places here. */
  personaMenu: ReactNode;
  /** The body of the keyboard-shortcuts dropdown (shortcuts/). */
  shortcutsHelp: ReactNode;
  /** What Reset's confirmation offers first: the modes exchange's `Export modes` (exchange/). */
  exportFirst?: ReactNode;
  /** Under the models in Settings: the browser's stored model and `Remove` (browser-model/). */
  modelStorage?: ReactNode;
}

/** SPEC.md section 2, Header: the logo and the utilities; narrow screens keep the persona menu and `Model and theme`. */
export function Header({ personaMenu, shortcutsHelp, exportFirst, modelStorage }: HeaderProps) {
  const narrow = useIsNarrowScreen();
  const settingsBody = (titleId: string) => <SettingsBody titleId={titleId} modelStorage={modelStorage} />;
  const [confirmReset, setConfirmReset] = useState(false);
  // The server's model list, after the first paint: until then Groq's built-in list is offered.
  useEffect(() => whenIdle(() => import('../state/load-model-catalog').then((m) => void m.loadModelCatalog())), []);
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <h1 className="visually-hidden">{APP_NAME}</h1>
        <Link href="/" className="site-logo" aria-label={HEADER_LABELS.home}>
          <SiteLogo wide={!narrow} />
        </Link>
        <div className="site-header-actions">
          {narrow ? (
            // SPEC.md hides Settings here; DESIGN.md, The second minute, keeps the model and theme one tap away.
            <HeaderPopover label={HEADER_LABELS.modelAndTheme} icon={<SlidersHorizontal size={ICON_SIZE} aria-hidden="true" />} title={MESSAGES.settingsTitle} load={loadSettings}>
              {settingsBody}
            </HeaderPopover>
          ) : (
            <>
              <IconButton label={HEADER_LABELS.reset} icon={<Trash2 size={ICON_SIZE} aria-hidden="true" />} onClick={() => setConfirmReset(true)} />
              <HeaderPopover label={HEADER_LABELS.settings} icon={<Settings size={ICON_SIZE} aria-hidden="true" />} title={MESSAGES.settingsTitle} load={loadSettings}>
                {settingsBody}
              </HeaderPopover>
              <HeaderPopover
                label={HEADER_LABELS.shortcuts}
                icon={<Keyboard size={ICON_SIZE} aria-hidden="true" />}
                title={MESSAGES.shortcutsTitle}
              >
                {() => shortcutsHelp}
              </HeaderPopover>
            </>
          )}
          {personaMenu}
        </div>
        {confirmReset && (
          <Suspense fallback={null}>
            <ResetDialog exportFirst={exportFirst} onClose={() => setConfirmReset(false)} />
          </Suspense>
        )}
      </div>
    </header>
  );
}

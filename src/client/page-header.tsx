import { lazy, Suspense } from 'react';
import { Header } from './header/header';
import { PersonaMenu } from './personas/persona-menu';

// The exchange's menu entries load with the persona menu's panel, never on the first paint.
const ExchangeMenuItems = lazy(() => import('./exchange/exchange-menu-items').then((m) => ({ default: m.ExchangeMenuItems })));
const exchangeItems = (done: () => void) => (
  <Suspense fallback={null}>
    <ExchangeMenuItems done={done} />
  </Suspense>
);

// The shortcuts' table shows only in its dropdown, which loads on opening: the table comes with it.
const ShortcutsTable = lazy(() => import('./shortcuts/shortcuts-table').then((m) => ({ default: m.ShortcutsTable })));
const shortcutsHelp = (
  <Suspense fallback={null}>
    <ShortcutsTable />
  </Suspense>
);

// Reset's confirmation offers to export the modes first, so that what Reset removes can be kept: the
// exchange's button, loaded with the dialog.
const ExportModesButton = lazy(() => import('./exchange/export-modes-button').then((m) => ({ default: m.ExportModesButton })));
const exportFirst = (
  <Suspense fallback={null}>
    <ExportModesButton />
  </Suspense>
);

// The browser's stored model, with `Remove`, in Settings: its code loads with the panel.
const StoredModels = lazy(() => import('./browser-model/stored-models').then((m) => ({ default: m.StoredModels })));
const modelStorage = (
  <Suspense fallback={null}>
    <StoredModels />
  </Suspense>
);

/** The page's header, given the persona menu and the shortcuts help it shows: a part of the page of its own (writing-page.tsx). */
export function PageHeader() {
  return <Header personaMenu={<PersonaMenu exchange={exchangeItems} />} shortcutsHelp={shortcutsHelp} exportFirst={exportFirst} modelStorage={modelStorage} />;
}

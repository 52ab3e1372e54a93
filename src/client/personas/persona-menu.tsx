import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, type ReactNode } from 'react';
import { registerShortcuts } from '../lib/shortcut-registry';
import { useTabStore } from '../state/tab-store';
import { usePopoverTrigger } from '../ui/use-popover-trigger';
import { PERSONA_SHORTCUTS } from './persona-feedback';
import { useShellRevealed } from '../ui/use-shell-revealed';
import { PERSONA_LABELS, PERSONA_TRIGGER_ID } from './persona-labels';
import './persona-menu.css';

// Radix's popover and dialog stay out of the first load. The trigger below is the page's own and
// stays mounted: only the panel's code arrives later (at idle, or at the first press).
const loadPanel = () => import('./persona-panel');
const PersonaPanel = lazy(() => loadPanel().then((m) => ({ default: m.PersonaPanel })));
const PersonaDialog = lazy(() => import('./persona-dialog').then((m) => ({ default: m.PersonaDialog })));
const PersonaDeleteDialog = lazy(() => import('./persona-delete-dialog').then((m) => ({ default: m.PersonaDeleteDialog })));

/**
 * The header's 'Persona: <name>' dropdown, and the add, rename and delete dialogs behind it.
 * `exchange` (from the page) shows at the end of the dropdown.
 */
export function PersonaMenu({ exchange }: { exchange?: (done: () => void) => ReactNode }) {
  const persona = useTabStore((s) => s.selectedPersona);
  // Past hydration the label names the person's own persona (see tabs-bar.tsx).
  const rendered = useShellRevealed();
  const dialog = useTabStore((s) => s.personaDialog);
  const panelId = `${useId()}-panel`;
  const { triggerRef, open, setOpen, mounted, triggerProps } = usePopoverTrigger(panelId, loadPanel);
  useEffect(() => registerShortcuts(PERSONA_SHORTCUTS), []);


  return (
    <>
      <button type="button" id={PERSONA_TRIGGER_ID} className="persona-trigger" {...triggerProps}>
        <span className="persona-trigger-label" data-rendered={rendered || undefined}>
          {PERSONA_LABELS.trigger(persona)}
        </span>
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <PersonaPanel id={panelId} open={open} onOpenChange={setOpen} triggerRef={triggerRef} exchange={exchange} />
        </Suspense>
      )}
      {dialog && (
        <Suspense fallback={null}>
          {dialog.mode === 'delete' ? (
            <PersonaDeleteDialog key={`delete:${dialog.persona}`} persona={dialog.persona} />
          ) : (
            <PersonaDialog key={dialog.mode === 'rename' ? `rename:${dialog.persona}` : 'add'} dialog={dialog} />
          )}
        </Suspense>
      )}
    </>
  );
}

import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTabStore } from '../tabs/tab-store';
import { whenIdle } from '../lib/when-idle';
import { PERSONA_LABELS, PERSONA_TRIGGER_ID } from './persona-labels';
import type { PersonaPopoverProps } from './persona-popover';
import './persona-menu.css';

// Radix's popover and dialog stay out of the first load: the dropdown loads once the page is idle
// (or at the first press of the stand-in trigger), the dialog when it is opened.
const loadPopover = () => import('./persona-popover').then((m) => m.PersonaPopover);
const PersonaDialog = lazy(() => import('./persona-dialog').then((m) => ({ default: m.PersonaDialog })));

export function PersonaTriggerContent({ persona }: { persona: string }) {
  return (
    <>
      <span className="persona-trigger-label">{PERSONA_LABELS.trigger(persona)}</span>
      <ChevronDown size={16} aria-hidden="true" />
    </>
  );
}

/** The header's 'Persona: <name>' dropdown, and the add / rename persona dialog behind it. */
export function PersonaMenu() {
  const persona = useTabStore((s) => s.selectedPersona);
  const dialog = useTabStore((s) => s.personaDialog);
  // The loaded component is kept in state rather than behind Suspense, so the stand-in is never
  // remounted: a press on it always lands, and opens the dropdown once it is there.
  const [PersonaPopover, setPersonaPopover] = useState<ComponentType<PersonaPopoverProps> | null>(null);
  const [open, setOpen] = useState(false);

  const load = () => void loadPopover().then((component) => setPersonaPopover(() => component));
  useEffect(() => whenIdle(load), []);

  return (
    <>
      {PersonaPopover ? (
        <PersonaPopover open={open} onOpenChange={setOpen} />
      ) : (
        <button
          type="button"
          id={PERSONA_TRIGGER_ID}
          className="persona-trigger"
          aria-haspopup="dialog"
          aria-expanded={false}
          onClick={() => {
            setOpen(true);
            load();
          }}
        >
          <PersonaTriggerContent persona={persona} />
        </button>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <PersonaDialog key={dialog.mode === 'rename' ? `rename:${dialog.persona}` : 'add'} dialog={dialog} />
        </Suspense>
      )}
    </>
  );
}

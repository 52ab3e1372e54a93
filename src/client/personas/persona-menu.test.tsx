import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSONA_SELECT_DELAY_MS } from '../../shared/config/app-config';
import { MESSAGES } from '../../shared/config/messages';
import { seedTabStore } from '../../../tests/unit/seed-tab-store';
import { useTabStore } from '../state/tab-store';
import { showError, showSuccess } from '../ui/toast';
import { TOAST_LABELS } from '../ui/toast-labels';
import { PERSONA_LABELS } from './persona-labels';
import { PersonaMenu } from './persona-menu';

vi.mock('../ui/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

// The dropdown and dialog load on demand; the first imports in a test run are slow.
const TIMEOUT = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });
let alertSpy: ReturnType<typeof vi.spyOn>;

async function openMenu() {
  const user = userEvent.setup();
  render(<PersonaMenu />);
  const trigger = () => screen.getByRole('button', { name: PERSONA_LABELS.trigger(useTabStore.getState().selectedPersona) });
  // The stand-in trigger is replaced by Radix's once the dropdown has loaded (data-state is Radix's).
  await waitFor(() => expect(trigger()).toHaveAttribute('data-state', 'closed'), TIMEOUT);
  await user.click(trigger());
  await screen.findByRole('button', { name: MESSAGES.addPersona }, TIMEOUT);
  return user;
}

beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
  seedTabStore({ write: [{ title: 'A', instruction: '' }], Chat: [{ title: 'B', instruction: '' }] });
});
afterEach(() => vi.clearAllMocks());

describe('the persona dropdown', () => {
  it('lists every persona with a rename button, the selected one marked, and ends with the add button', async () => {
    await openMenu();
    const write = screen.getByRole('button', { name: 'write' });
    expect(write).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Chat' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: PERSONA_LABELS.rename('Chat') })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons.at(-1)).toHaveTextContent(MESSAGES.addPersona);
  });

  it('selects a persona and closes', async () => {
    const user = await openMenu();
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    expect(useTabStore.getState().selectedPersona).toBe('Chat');
    expect(screen.queryByRole('button', { name: MESSAGES.addPersona })).toBeNull();
    expect(screen.getByRole('button', { name: PERSONA_LABELS.trigger('Chat') })).toBeInTheDocument();
  });
});

describe('the persona dialog', () => {
  it('sanitises the name as it is typed and adds the persona, selecting it after the delay', async () => {
    const user = await openMenu();
    await user.click(screen.getByRole('button', { name: MESSAGES.addPersona }));
    const dialog = await screen.findByRole('dialog', { name: PERSONA_LABELS.addDialog }, TIMEOUT);
    const field = within(dialog).getByRole('textbox', { name: PERSONA_LABELS.field });
    expect(field).toHaveAttribute('placeholder', MESSAGES.personaNamePlaceholder);
    expect(field).toHaveAccessibleDescription(MESSAGES.personaNameHint);
    expect(field).toBeRequired();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.type(field, 'Daily  Notes!{Enter}');
    expect(useTabStore.getState().personas).toHaveProperty('dailynotes');
    expect(showSuccess).toHaveBeenCalledWith(MESSAGES.personaAdded('dailynotes'));
    expect(screen.queryByRole('dialog')).toBeNull();
    vi.advanceTimersByTime(PERSONA_SELECT_DELAY_MS);
    expect(useTabStore.getState().selectedPersona).toBe('dailynotes');
    vi.useRealTimers();
  });

  it('refuses a name that exists with the modal toast, and keeps the dialog open', async () => {
    const user = await openMenu();
    await user.click(screen.getByRole('button', { name: MESSAGES.addPersona }));
    const dialog = await screen.findByRole('dialog', { name: PERSONA_LABELS.addDialog }, TIMEOUT);
    await user.type(within(dialog).getByRole('textbox', { name: PERSONA_LABELS.field }), 'CHAT{Enter}');
    expect(showError).toHaveBeenCalledWith(MESSAGES.personaExistsModal('chat'));
    expect(screen.getByRole('dialog', { name: PERSONA_LABELS.addDialog })).toBeInTheDocument();
    expect(Object.keys(useTabStore.getState().personas)).toEqual(['write', 'Chat']);
  });

  it.each(['api', 'Assets'])('refuses the reserved name %s (it would collide with the server’s paths) and keeps the dialog open', async (name) => {
    const user = await openMenu();
    await user.click(screen.getByRole('button', { name: PERSONA_LABELS.rename('write') }));
    const dialog = await screen.findByRole('dialog', { name: PERSONA_LABELS.renameDialog }, TIMEOUT);
    const field = within(dialog).getByRole('textbox', { name: PERSONA_LABELS.field });
    await user.clear(field);
    await user.type(field, `${name}{Enter}`);
    expect(showError).toHaveBeenCalledWith(PERSONA_LABELS.reserved(name.toLowerCase()));
    expect(field).toHaveFocus();
    expect(Object.keys(useTabStore.getState().personas)).toEqual(['write', 'Chat']);
  });

  it('alerts and refocuses on renaming to the same name, and renames to a new one', async () => {
    const user = await openMenu();
    await user.click(screen.getByRole('button', { name: PERSONA_LABELS.rename('write') }));
    const dialog = await screen.findByRole('dialog', { name: PERSONA_LABELS.renameDialog }, TIMEOUT);
    const field = within(dialog).getByRole('textbox', { name: PERSONA_LABELS.field });
    expect(field).toHaveValue('write');
    await user.click(within(dialog).getByRole('button', { name: PERSONA_LABELS.saveRename }));
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.personaSameName);
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'prose{Enter}');
    expect(useTabStore.getState().selectedPersona).toBe('prose');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape', async () => {
    const user = await openMenu();
    await user.click(screen.getByRole('button', { name: MESSAGES.addPersona }));
    await screen.findByRole('dialog', { name: PERSONA_LABELS.addDialog }, TIMEOUT);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useTabStore.getState().personaDialog).toBeNull();
  });
});

describe('deleting a persona', () => {
  it('asks with a destructive Delete, then offers Undo in its toast, which puts it back at its place, selected again', async () => {
    seedTabStore({ write: [{ title: 'A', instruction: '' }], Chat: [{ title: 'B', instruction: '' }], last: [{ title: 'C', instruction: '' }] });
    useTabStore.getState().selectPersona('Chat');
    const user = await openMenu();
    await user.click(screen.getByRole('button', { name: PERSONA_LABELS.delete('Chat') }));
    const dialog = await screen.findByRole('dialog', { name: PERSONA_LABELS.deleteDialog }, TIMEOUT);
    const confirm = within(dialog).getByRole('button', { name: PERSONA_LABELS.saveDelete });
    expect(confirm).toHaveClass('form-dialog-button--danger');
    await user.click(confirm);
    expect(Object.keys(useTabStore.getState().personas)).toEqual(['write', 'last']);

    const [message, , action] = vi.mocked(showSuccess).mock.calls.at(-1) ?? [];
    expect(message).toBe(PERSONA_LABELS.deleted('Chat'));
    expect(action?.label).toBe(TOAST_LABELS.undo);
    action?.onClick();
    expect(Object.keys(useTabStore.getState().personas)).toEqual(['write', 'Chat', 'last']);
    expect(useTabStore.getState().selectedPersona).toBe('Chat');
    expect(showSuccess).toHaveBeenLastCalledWith(PERSONA_LABELS.restored('Chat'));
  });
});

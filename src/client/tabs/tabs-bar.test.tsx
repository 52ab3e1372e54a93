import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TABS, REMOVE_TOAST_MS } from '../../shared/config/app-config';
import { MESSAGES } from '../../shared/config/messages';
import { FIELD_LABELS, FIELD_PROBLEMS } from '../../shared/config/mode-fields';
import type { Tab } from '../../shared/tab';
import { showSuccess } from '../ui/toast';
import { TabDialogs } from './tab-dialogs';
import { TAB_LABELS } from './tab-labels';
import { TOUCH_ONLY_QUERY } from '../lib/platform';
import { seedTabStore } from '../../../tests/unit/seed-tab-store';
import { selectTabs } from '../state/tab-lookups';
import { useTabStore } from '../state/tab-store';
import { TabsBar } from './tabs-bar';

vi.mock('../ui/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

const tab = (title: string): Tab => ({ title, instruction: `${title} instruction` });

/** Renders the bar and waits until drag and drop has replaced the plain tabs (it loads after first paint). */
async function renderBar(tabs: Tab[] = [tab('formal'), tab('Summarise'), tab('Expand')]) {
  seedTabStore({ write: tabs });
  render(
    <>
      <TabsBar />
      <TabDialogs />
    </>,
  );
  await waitFor(() => expect(tabsShown()[0]).toHaveAttribute('aria-roledescription', TAB_LABELS.dragRoleDescription), {
    timeout: 10_000,
  });
  return userEvent.setup();
}

// The dialog's code loads on demand; the first import in a test run takes a while.
vi.setConfig({ testTimeout: 30_000 });
const findDialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 10_000 });
const tabsShown = () => within(screen.getByRole('tablist', { name: TAB_LABELS.tablist })).getAllByRole('tab');
const titles = () => selectTabs(useTabStore.getState()).map((t) => t.title);
let alertSpy: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => vi.clearAllMocks());

describe('the tabs bar', () => {
  it('shows every tab with its number and display title, only the active one selected and tabbable', async () => {
    await renderBar();
    const tabs = tabsShown();
    expect(tabs.map((t) => t.textContent)).toEqual(['1Formal', '2Summarise', '3Expand']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'false');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    expect(tabs[0]).toHaveAttribute('title', 'formal\n\nformal instruction');
  });

  it('selects a tab on click; the arrow keys move the focus only, Enter or Space selects (manual activation)', async () => {
    const user = await renderBar();
    await user.click(tabsShown()[1] as HTMLElement);
    expect(useTabStore.getState().activeTabIndex).toBe(1);
    await user.keyboard('{ArrowRight}');
    expect(tabsShown()[2]).toHaveFocus();
    expect(useTabStore.getState().activeTabIndex).toBe(1);
    await user.keyboard('{Home}');
    expect(tabsShown()[0]).toHaveFocus();
    expect(useTabStore.getState().activeTabIndex).toBe(1);
    await user.keyboard('{Enter}');
    expect(useTabStore.getState().activeTabIndex).toBe(0);
    await user.keyboard('{End}');
    await user.keyboard(' ');
    expect(useTabStore.getState().activeTabIndex).toBe(2);
  });

  it('removes the active tab and moves the focus to the tab active next, and refuses to remove the last one', async () => {
    const user = await renderBar([tab('One'), tab('Two')]);
    await user.click(screen.getByRole('button', { name: TAB_LABELS.removeTab }));
    expect(titles()).toEqual(['Two']);
    expect(tabsShown()[0]).toHaveFocus();
    expect(showSuccess).toHaveBeenCalledWith(MESSAGES.tabRemoved, REMOVE_TOAST_MS, expect.objectContaining({ label: TAB_LABELS.undo }));
    // A second Enter lands on the tab, not on another Remove button.
    await user.keyboard('{Enter}');
    expect(titles()).toEqual(['Two']);
    await user.click(screen.getByRole('button', { name: TAB_LABELS.removeTab }));
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.cantRemoveLastTab);
    expect(titles()).toEqual(['Two']);
  });

  it('on a touch-only device the remove toast leaves out Ctrl + Z and keeps Undo', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === TOUCH_ONLY_QUERY, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    try {
      const user = await renderBar([tab('One'), tab('Two')]);
      await user.click(screen.getByRole('button', { name: TAB_LABELS.removeTab }));
      expect(showSuccess).toHaveBeenCalledWith(TAB_LABELS.removedOnTouch, REMOVE_TOAST_MS, expect.objectContaining({ label: TAB_LABELS.undo }));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('puts the tab back from the toast’s Undo button and focuses it', async () => {
    const user = await renderBar([tab('One'), tab('Two')]);
    await user.click(screen.getByRole('button', { name: TAB_LABELS.removeTab }));
    const action = vi.mocked(showSuccess).mock.calls.at(-1)?.[2];
    act(() => action?.onClick());
    expect(titles()).toEqual(['One', 'Two']);
    expect(showSuccess).toHaveBeenLastCalledWith(MESSAGES.tabRestored);
    expect(tabsShown()[0]).toHaveFocus();
  });

  it('alerts instead of opening the dialog at the tab limit', async () => {
    const user = await renderBar(Array.from({ length: MAX_TABS }, (_, i) => tab(`T${i}`)));
    await user.click(screen.getByRole('button', { name: TAB_LABELS.addTab }));
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.tabLimit);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the tab dialogs', () => {
  it('adds a tab from the Add tab dialog, loaded on demand', async () => {
    const user = await renderBar();
    await user.click(screen.getByRole('button', { name: TAB_LABELS.addTab }));
    const dialog = await findDialog(TAB_LABELS.addDialog);
    await user.type(within(dialog).getByRole('textbox', { name: TAB_LABELS.title }), 'Poem');
    await user.type(within(dialog).getByRole('textbox', { name: TAB_LABELS.instruction }), 'Rhyme it.');
    await user.click(within(dialog).getByRole('button', { name: TAB_LABELS.saveAdd }));
    expect(titles()).toEqual(['formal', 'Summarise', 'Expand', 'Poem']);
    expect(showSuccess).toHaveBeenCalledWith(MESSAGES.tabAdded);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists the fields it finds as the instruction is typed, and says why a broken one is not a field', async () => {
    const user = await renderBar();
    await user.click(screen.getByRole('button', { name: TAB_LABELS.addTab }));
    const dialog = await findDialog(TAB_LABELS.addDialog);
    const instruction = within(dialog).getByRole('textbox', { name: TAB_LABELS.instruction });
    expect(instruction).toHaveAccessibleDescription(expect.stringContaining(FIELD_LABELS.syntaxHint));
    await user.click(instruction);
    await user.paste('Translate into {{Language|French|Hindi}} for {{Audience}}.');
    expect(instruction).toHaveAccessibleDescription(expect.stringContaining(FIELD_LABELS.found(['Language', 'Audience'])));
    await user.paste(' In a {{Tone|warm||dry}} tone.');
    expect(instruction).toHaveAccessibleDescription(expect.stringContaining(FIELD_LABELS.notAField(FIELD_PROBLEMS.emptyOption('Tone'))));
    expect(instruction).toHaveAccessibleDescription(expect.stringContaining(FIELD_LABELS.found(['Language', 'Audience'])));
  });

  it('says so when the title is missing or already used, keeping the dialog open', async () => {
    const user = await renderBar();
    await user.click(screen.getByRole('button', { name: TAB_LABELS.addTab }));
    const dialog = await findDialog(TAB_LABELS.addDialog);
    await user.click(within(dialog).getByRole('button', { name: TAB_LABELS.saveAdd }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.tabTitleRequired);
    await user.type(within(dialog).getByRole('textbox', { name: TAB_LABELS.title }), 'FORMAL');
    await user.click(within(dialog).getByRole('button', { name: TAB_LABELS.saveAdd }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.tabTitleExists('FORMAL'));
    expect(within(dialog).getByRole('textbox', { name: TAB_LABELS.title })).toHaveAttribute('aria-invalid', 'true');
    expect(titles()).toHaveLength(3);
  });

  it('edits the active tab in the Edit tab dialog, prefilled', async () => {
    const user = await renderBar();
    await user.click(screen.getByRole('button', { name: TAB_LABELS.editTab }));
    const dialog = await findDialog(TAB_LABELS.editDialog);
    const title = within(dialog).getByRole('textbox', { name: TAB_LABELS.title });
    expect(title).toHaveValue('formal');
    expect(within(dialog).getByRole('textbox', { name: TAB_LABELS.instruction })).toHaveValue('formal instruction');
    await user.clear(title);
    await user.type(title, 'Formal letter');
    await user.click(within(dialog).getByRole('button', { name: TAB_LABELS.saveEdit }));
    expect(titles()[0]).toBe('Formal letter');
    expect(showSuccess).toHaveBeenCalledWith(MESSAGES.tabUpdated);
  });

  it('stores the Show changes choice with the tab, in both dialogs, prefilled when editing', async () => {
    const user = await renderBar();
    await user.click(screen.getByRole('button', { name: TAB_LABELS.addTab }));
    let dialog = await findDialog(TAB_LABELS.addDialog);
    expect(within(dialog).getByRole('checkbox', { name: TAB_LABELS.showChanges })).not.toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: TAB_LABELS.title }), 'Tighten');
    await user.click(within(dialog).getByRole('checkbox', { name: TAB_LABELS.showChanges }));
    await user.click(within(dialog).getByRole('button', { name: TAB_LABELS.saveAdd }));
    expect(selectTabs(useTabStore.getState())[3]).toMatchObject({ title: 'Tighten', showChanges: true });

    await user.click(screen.getByRole('button', { name: TAB_LABELS.editTab }));
    dialog = await findDialog(TAB_LABELS.editDialog);
    const box = within(dialog).getByRole('checkbox', { name: TAB_LABELS.showChanges });
    expect(box).toBeChecked();
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: TAB_LABELS.saveEdit }));
    expect(selectTabs(useTabStore.getState())[3]).toMatchObject({ title: 'Tighten', showChanges: false });
  });

  it('closes on Escape without changing anything', async () => {
    const user = await renderBar();
    act(() => useTabStore.getState().openAddTab());
    await findDialog(TAB_LABELS.addDialog);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useTabStore.getState().tabDialog).toBeNull();
  });
});

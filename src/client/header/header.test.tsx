import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { LOCAL_PROVIDER_ID, LOCAL_PROVIDER_NAME } from '../../shared/config/local-models';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_NAME, RESET_RELOAD_DELAY_MS, RESET_STORAGE_KEYS, STORAGE_KEYS } from '../../shared/config/app-config';
import { MESSAGES } from '../../shared/config/messages';
import { ACTIVE_MODELS, DEFAULT_MODEL_ID, DEFAULT_PROVIDER, MAX_PROVIDER_MODELS, MODELS_SHOWN_AT_ONCE } from '../../shared/config/models';
import type { ReactNode } from 'react';
import { reloadPage } from '../lib/reload-page';
import { DIALOG_LABELS } from '../ui/dialog-labels';
import { NARROW_QUERY } from '../ui/use-media-query';
import { Header } from './header';
import { HEADER_LABELS } from './header-labels';
import { BUILT_IN_CATALOG } from '../state/model-catalog';
import { readStoredModelId, useModelStore } from '../state/model-store';

vi.mock('../lib/reload-page', () => ({ reloadPage: vi.fn() }));

/** A matchMedia that reports the narrow-screen query as matching or not. */
function mockScreen(narrow: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query === NARROW_QUERY,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const SHORTCUTS_HELP = 'the shortcuts help';

function renderHeader(exportFirst?: ReactNode) {
  return render(
    <>
      {/* The persona menu, the shortcuts help and the export are other features: the header only places them. */}
      <Header personaMenu={<button type="button">persona menu stand-in</button>} shortcutsHelp={<p>{SHORTCUTS_HELP}</p>} exportFirst={exportFirst} />
      <Toaster />
    </>,
  );
}

async function openSettings(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: HEADER_LABELS.settings }));
  return screen.findByRole('radiogroup', { name: MESSAGES.settingsTitle });
}

// The dropdowns load lazily; loading their module once up front keeps each test's wait short.
beforeAll(async () => {
  await import('../ui/popover-panel');
  await import('./reset-dialog');
  await import('./settings-body');
});

beforeEach(() => {
  // Radix measures its panels; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  mockScreen(false);
  useModelStore.setState({ selectedModelId: DEFAULT_MODEL_ID });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(reloadPage).mockClear();
});

describe('Header settings dropdown', () => {
  it('offers one radio per active model, named by the model, with the default checked', async () => {
    const user = userEvent.setup();
    renderHeader();
    const group = await openSettings(user);
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(ACTIVE_MODELS.length);
    for (const model of ACTIVE_MODELS) {
      const radio = within(group).getByRole('radio', { name: model.name });
      expect(radio).toHaveAccessibleDescription(expect.stringContaining(model.description));
      expect(radio).toHaveAccessibleDescription(expect.stringContaining(model.tooltip));
      if (model.id === DEFAULT_MODEL_ID) expect(radio).toBeChecked();
      else expect(radio).not.toBeChecked();
    }
    expect(within(group).getAllByText(HEADER_LABELS.proTag)).toHaveLength(ACTIVE_MODELS.filter((m) => m.isPro).length);
  });

  it('choosing a model updates the store, stores it and toasts its name', async () => {
    const user = userEvent.setup();
    const model = ACTIVE_MODELS.find((m) => m.id !== DEFAULT_MODEL_ID);
    if (!model) throw new Error('needs two models');
    renderHeader();
    const group = await openSettings(user);
    await user.click(within(group).getByRole('radio', { name: model.name }));

    expect(within(group).getByRole('radio', { name: model.name })).toBeChecked();
    expect(useModelStore.getState().selectedModelId).toBe(model.id);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.aiModels) ?? 'null')).toMatchObject({ selectedModelId: model.id, provider: DEFAULT_PROVIDER });
    expect(await screen.findByText(MESSAGES.modelChanged(model.name))).toBeInTheDocument();
  });

  it('shows the default model when the stored choice is corrupted', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(STORAGE_KEYS.aiModels, '{"selectedModelId": 42');
    useModelStore.setState({ selectedModelId: readStoredModelId() });
    renderHeader();
    const group = await openSettings(user);
    const defaultName = ACTIVE_MODELS.find((m) => m.id === DEFAULT_MODEL_ID)?.name ?? '';
    expect(within(group).getByRole('radio', { name: defaultName })).toBeChecked();
  });
});

describe('Header settings with several providers', () => {
  const groq = { id: DEFAULT_PROVIDER, name: 'Groq', models: ACTIVE_MODELS.map(({ id, name, description }) => ({ id, name, description })) };
  const ollama = { id: 'ollama', name: 'Ollama', models: [{ id: 'llama3.2:latest', name: 'llama3.2:latest', description: 'Runs here' }] };
  afterEach(() => useModelStore.setState({ catalog: BUILT_IN_CATALOG, catalogLoaded: false, selectedProvider: DEFAULT_PROVIDER }));

  it('groups the models under each provider name and stores the provider with the choice', async () => {
    const user = userEvent.setup();
    useModelStore.getState().setCatalog([groq, ollama]);
    renderHeader();
    const list = await openSettings(user);
    const groqGroup = within(list).getByRole('group', { name: 'Groq' });
    expect(within(list).getAllByRole('group')).toEqual([groqGroup, within(list).getByRole('group', { name: 'Ollama' })]);
    expect(within(groqGroup).getAllByRole('radio')).toHaveLength(ACTIVE_MODELS.length);
    const local = within(within(list).getByRole('group', { name: 'Ollama' })).getByRole('radio', { name: 'llama3.2:latest' });
    expect(local).toHaveAccessibleDescription('Runs here');
    await user.click(local);
    expect(local).toBeChecked();
    expect(within(groqGroup).getByRole('radio', { name: ACTIVE_MODELS[0]!.name })).not.toBeChecked();
    expect(useModelStore.getState()).toMatchObject({ selectedProvider: 'ollama', selectedModelId: 'llama3.2:latest' });
    expect(await screen.findByText(MESSAGES.modelChanged('llama3.2:latest'))).toBeInTheDocument();
  });

  it('with no key, starts on the model of this server, listed under On this server', async () => {
    const user = userEvent.setup();
    useModelStore.getState().setCatalog([{ id: LOCAL_PROVIDER_ID, name: LOCAL_PROVIDER_NAME, models: [{ id: 'tiny', name: 'Tiny', description: 'Runs on this server', contextTokens: 4096 }] }]);
    renderHeader();
    const list = await openSettings(user);
    const group = within(list).getByRole('group', { name: LOCAL_PROVIDER_NAME });
    expect(within(group).getByRole('radio', { name: 'Tiny' })).toBeChecked();
    expect(useModelStore.getState()).toMatchObject({ selectedProvider: LOCAL_PROVIDER_ID, selectedModelId: 'tiny' });
  });

  it('shows a plain list, exactly as with the built-in models, when Groq is the only provider', async () => {
    const user = userEvent.setup();
    useModelStore.getState().setCatalog([groq]);
    renderHeader();
    const list = await openSettings(user);
    expect(within(list).queryAllByRole('group')).toHaveLength(0);
    expect(screen.queryByRole('searchbox', { name: HEADER_LABELS.filterModels })).toBeNull(); // a few models need no filter
    expect(within(list).getAllByRole('radio').map((r) => r.getAttribute('aria-describedby') !== null)).toEqual(ACTIVE_MODELS.map(() => true));
    expect(within(list).getAllByText(HEADER_LABELS.proTag)).toHaveLength(ACTIVE_MODELS.filter((m) => m.isPro).length);
  });

  it('offers a filter box, and renders only a page of radios, when a provider offers the most models allowed', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: MAX_PROVIDER_MODELS }, (_, i) => ({ id: `vendor/model-${i}`, name: `Model ${i}`, description: '' }));
    useModelStore.getState().setCatalog([groq, { id: 'big', name: 'Big', models: many }]);
    renderHeader();
    const list = await openSettings(user);
    expect(within(list).getAllByRole('radio')).toHaveLength(MODELS_SHOWN_AT_ONCE);
    expect(screen.getByText(HEADER_LABELS.modelsShown(MODELS_SHOWN_AT_ONCE, ACTIVE_MODELS.length + MAX_PROVIDER_MODELS))).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: HEADER_LABELS.filterModels }), 'model 999');
    const found = within(within(list).getByRole('group', { name: 'Big' })).getByRole('radio', { name: `Model ${MAX_PROVIDER_MODELS - 1}` });
    expect(within(list).getAllByRole('radio')).toEqual([found]);
    await user.click(found);
    expect(useModelStore.getState()).toMatchObject({ selectedProvider: 'big', selectedModelId: `vendor/model-${MAX_PROVIDER_MODELS - 1}` });
    await user.type(screen.getByRole('searchbox', { name: HEADER_LABELS.filterModels }), 'x');
    expect(within(list).queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByText(HEADER_LABELS.noModelMatches)).toBeInTheDocument();
  });

  it('says how to configure a provider when the server has none', async () => {
    const user = userEvent.setup();
    useModelStore.getState().setCatalog([]);
    renderHeader();
    const list = await openSettings(user);
    expect(within(list).queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByText(HEADER_LABELS.noProvider)).toBeInTheDocument();
  });
});

describe('Header dropdowns', () => {
  it('shows the shortcuts help it is given in the Keyboard Shortcuts dropdown, and places the persona menu', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(screen.getByRole('button', { name: 'persona menu stand-in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: HEADER_LABELS.shortcuts }));
    const panel = await screen.findByRole('dialog', { name: MESSAGES.shortcutsTitle });
    expect(within(panel).getByText(SHORTCUTS_HELP)).toBeInTheDocument();
  });

  it('keeps only one dropdown open and closes it on Escape', async () => {
    const user = userEvent.setup();
    renderHeader();
    await openSettings(user);
    await user.click(screen.getByRole('button', { name: HEADER_LABELS.shortcuts }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.shortcutsTitle })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MESSAGES.settingsTitle })).not.toBeInTheDocument());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: HEADER_LABELS.shortcuts })).toHaveFocus();
  });

  it('closes the open dropdown on a click outside it', async () => {
    const user = userEvent.setup();
    renderHeader();
    await openSettings(user);
    await user.click(screen.getByRole('link', { name: HEADER_LABELS.home }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Header reset', () => {
  function seedAll() {
    for (const key of RESET_STORAGE_KEYS) window.localStorage.setItem(key, '"kept"');
    window.localStorage.setItem(STORAGE_KEYS.fontSize, '"large"');
  }

  async function openReset() {
    fireEvent.click(screen.getByRole('button', { name: HEADER_LABELS.reset }));
    return screen.findByRole('dialog', { name: HEADER_LABELS.resetDialog });
  }

  it('changes nothing when the confirmation is cancelled', async () => {
    seedAll();
    renderHeader();
    const dialog = await openReset();
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: DIALOG_LABELS.cancel }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RESET_RELOAD_DELAY_MS * 4);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    for (const key of RESET_STORAGE_KEYS) expect(window.localStorage.getItem(key)).toBe('"kept"');
    expect(screen.queryByText(MESSAGES.resetDone)).not.toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('asks first, offering what the page gives to export before, then removes the stored data, toasts and reloads after the delay', async () => {
    seedAll();
    const exported = vi.fn();
    renderHeader(
      <button type="button" onClick={exported}>
        export stand-in
      </button>,
    );
    const dialog = await openReset();
    expect(dialog).toHaveTextContent(MESSAGES.resetConfirm);
    // Exporting first leaves the dialog open and the data in place.
    fireEvent.click(within(dialog).getByRole('button', { name: 'export stand-in' }));
    expect(exported).toHaveBeenCalledTimes(1);
    for (const key of RESET_STORAGE_KEYS) expect(window.localStorage.getItem(key)).toBe('"kept"');
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: HEADER_LABELS.resetConfirm }));
    for (const key of RESET_STORAGE_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.fontSize)).toBe('"large"');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RESET_RELOAD_DELAY_MS - 1);
    });
    expect(screen.getByText(MESSAGES.resetDone)).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

});

describe('Header on narrow screens', () => {
  it('shows the small logo and hides reset, settings and shortcuts', () => {
    mockScreen(true);
    renderHeader();
    const home = screen.getByRole('link', { name: HEADER_LABELS.home });
    expect(home).toHaveAttribute('href', '/');
    // The icon alone: no name beside it.
    expect(home.querySelector('svg')).toHaveAttribute('width', '32');
    expect(home.textContent).toBe('');
    for (const name of [HEADER_LABELS.reset, HEADER_LABELS.settings, HEADER_LABELS.shortcuts]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('keeps the model and theme choices one tap away, under Model and theme', async () => {
    mockScreen(true);
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: HEADER_LABELS.modelAndTheme }));
    const models = await screen.findByRole('radiogroup', { name: MESSAGES.settingsTitle });
    expect(within(models).getAllByRole('radio')).toHaveLength(ACTIVE_MODELS.length);
    expect(screen.getByRole('radiogroup', { name: HEADER_LABELS.theme })).toBeInTheDocument();
  });

  it('shows the wide logo and every utility on wider screens', () => {
    renderHeader();
    const home = screen.getByRole('link', { name: HEADER_LABELS.home });
    expect(home.querySelector('svg')).toHaveAttribute('width', '212');
    expect(home).toHaveTextContent(APP_NAME);
    for (const name of [HEADER_LABELS.reset, HEADER_LABELS.settings, HEADER_LABELS.shortcuts]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: HEADER_LABELS.modelAndTheme })).not.toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../shared/config/app-config';
import { ACTIVE_MODELS, DEFAULT_MODEL_ID, DEFAULT_PROVIDER, MAX_COMPARED_MODELS } from '../../shared/config/models';
import { BUILT_IN_CATALOG } from '../state/model-catalog';
import { useModelStore } from '../state/model-store';
import { COMPARE_SETTINGS_LABELS } from './compare-labels';
import { ModelSettings } from './model-settings';

const others = ACTIVE_MODELS.filter((m) => m.id !== DEFAULT_MODEL_ID);
const ollama = { id: 'ollama', name: 'Ollama', models: [{ id: 'llama3.2:latest', name: 'llama3.2:latest', description: '' }] };
const groq = { id: DEFAULT_PROVIDER, name: 'Groq', models: ACTIVE_MODELS.map(({ id, name, description }) => ({ id, name, description })) };

afterEach(() => {
  useModelStore.setState({ catalog: BUILT_IN_CATALOG, catalogLoaded: false, selectedProvider: DEFAULT_PROVIDER, selectedModelId: DEFAULT_MODEL_ID, compareWith: [] });
  localStorage.clear();
});

const compareGroup = () => screen.getByRole('group', { name: COMPARE_SETTINGS_LABELS.compareWith });

describe('Settings: Compare with (DESIGN.md, Compare models)', () => {
  it('offers a checkbox per other model after the model choice, stores the checked ones and disables the rest at the limit', async () => {
    const user = userEvent.setup();
    useModelStore.getState().setCatalog([groq, ollama]);
    render(<ModelSettings labelledBy="none" />);
    const group = compareGroup();
    const names = within(group).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'));
    expect(names).toEqual([...others.map((m) => m.name), 'llama3.2:latest']);
    // After the radios of `Choose an AI Model:` in the page's order.
    const lastRadio = screen.getAllByRole('radio').at(-1);
    expect(lastRadio?.compareDocumentPosition(group)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

    for (const model of others) await user.click(within(group).getByRole('checkbox', { name: model.name }));
    expect(MAX_COMPARED_MODELS).toBe(others.length);
    expect(within(group).getByRole('checkbox', { name: 'llama3.2:latest' })).toBeDisabled();
    expect(screen.getByText(COMPARE_SETTINGS_LABELS.compareFull(MAX_COMPARED_MODELS))).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.aiModels) ?? 'null')).toMatchObject({
      compareWith: others.map((m) => ({ provider: DEFAULT_PROVIDER, id: m.id })),
    });

    await user.click(within(group).getByRole('checkbox', { name: others[0]!.name }));
    expect(within(group).getByRole('checkbox', { name: 'llama3.2:latest' })).toBeEnabled();
    expect(useModelStore.getState().compareWith).toEqual([{ provider: DEFAULT_PROVIDER, modelId: others[1]!.id }]);
  });

  it('leaves out the selected model, and unchecks a compared model once it is selected', async () => {
    const user = userEvent.setup();
    render(<ModelSettings labelledBy="none" />);
    const other = others[0]!;
    await user.click(within(compareGroup()).getByRole('checkbox', { name: other.name }));
    await user.click(screen.getByRole('radio', { name: other.name }));
    const names = within(compareGroup()).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'));
    expect(names).not.toContain(other.name);
    expect(within(compareGroup()).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
  });

  it('with many models, offers the ones the filter finds, and keeps the checked ones', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 40 }, (_, i) => ({ id: `m-${i}`, name: `Model ${i}`, description: '' }));
    useModelStore.getState().setCatalog([groq, { id: 'big', name: 'Big', models: many }]);
    render(<ModelSettings labelledBy="none" />);
    expect(within(compareGroup()).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByText(COMPARE_SETTINGS_LABELS.filterToFind)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'model 17');
    await user.click(within(compareGroup()).getByRole('checkbox', { name: 'Model 17' }));
    await user.clear(screen.getByRole('searchbox'));
    expect(within(compareGroup()).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual(['Model 17']);
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_FEEDBACK_MS, STORAGE_KEYS } from '../../shared/config/app-config';
import { MESSAGES, REPLY_LABELS } from '../../shared/config/messages';
import { loadMarkdownView } from '../markdown/lazy-markdown';
import { OutputDisplay } from './output-display';
import { useOutputPrefs } from './output-prefs-store';
import { handleShortcut } from '../lib/shortcut-registry';

const writeText = vi.fn<(text: string) => Promise<void>>();

// The markdown chunk is loaded lazily; loading it once up front keeps a busy machine's first test in time.
beforeAll(async () => {
  await loadMarkdownView();
});

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  useOutputPrefs.setState({ fontSize: 'small', columnLayout: 'single' });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function show(markdown: string) {
  render(<OutputDisplay markdown={markdown} copyText={markdown} busy={false} />);
  return screen.getByRole('region', { name: REPLY_LABELS.reply });
}

describe('the output', () => {
  it('renders GitHub-flavoured markdown: headings, tables, strikethrough, task lists', async () => {
    const region = show('# Title\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n~~gone~~\n\n- [x] done');
    expect(await within(region).findByRole('heading', { name: 'Title', level: 1 })).toBeInTheDocument();
    expect(within(region).getByRole('table')).toBeInTheDocument();
    expect(region.querySelector('del')).toHaveTextContent('gone');
    expect(within(region).getByRole('checkbox')).toBeChecked();
  });

  it('keeps single line breaks as spaces (line breaks off)', async () => {
    const region = show('one\ntwo');
    await within(region).findByText(/one/);
    expect(region.querySelector('br')).toBeNull();
  });

  it('shows hostile HTML as text instead of rendering it', async () => {
    const region = show('Look: <img src=x onerror="window.__pwned=1"> <script>alert(1)</script>');
    expect(await within(region).findByText(/<img src=x onerror=/)).toBeInTheDocument();
    expect(region.querySelector('img, script')).toBeNull();
  });

  it('never makes a javascript: or data: link clickable', async () => {
    const region = show('[bad](javascript:alert(1)) and [worse](data:text/html,hi) and [good](https://example.com)');
    await within(region).findByText('bad');
    const links = within(region).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('good');
    expect(region.innerHTML).not.toMatch(/javascript:|data:text/);
  });

  it('opens links in a new tab without giving it the opener', async () => {
    const region = show('[site](https://example.com)');
    const link = await within(region).findByRole('link', { name: 'site' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('highlights a fenced block in a registered language and leaves an unknown one plain', async () => {
    const region = show('```python\ndef f():\n    return 1\n```\n\n```klingon\nqapla\n```');
    await within(region).findAllByRole('button', { name: REPLY_LABELS.copyCode });
    const [python, unknown] = Array.from(region.querySelectorAll('pre code'));
    expect(python).toHaveClass('hljs');
    expect(python?.querySelector('.hljs-keyword')).toHaveTextContent('def');
    expect(unknown).not.toHaveClass('hljs');
    expect(unknown?.querySelector('span')).toBeNull();
  });

  it('copies the whole reply and reads "Copied" for the feedback time', async () => {
    vi.useFakeTimers();
    show('**Bold** reply');
    const button = screen.getByRole('button', { name: REPLY_LABELS.copy });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith('**Bold** reply');
    expect(button).toHaveTextContent(MESSAGES.copied);
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1));
    expect(button).toHaveTextContent(MESSAGES.copied);
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveTextContent(REPLY_LABELS.copy);
  });

  it('copies the reply for the Ctrl+C shortcut, with the same feedback', async () => {
    show('shortcut text');
    await act(async () => handleShortcut(new KeyboardEvent('keydown', { key: 'c', code: 'KeyC', ctrlKey: true, cancelable: true }), false));
    expect(writeText).toHaveBeenCalledWith('shortcut text');
    expect(screen.getByRole('button', { name: MESSAGES.copied })).toBeInTheDocument();
  });

  it('copies the reply for Ctrl+C in a text field with nothing selected (the query box after a submit)', async () => {
    show('shortcut text');
    const box = document.createElement('textarea');
    box.value = 'my submitted text';
    document.body.append(box);
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
    await act(async () => handleShortcut(new KeyboardEvent('keydown', { key: 'c', code: 'KeyC', ctrlKey: true, cancelable: true }), false));
    expect(writeText).toHaveBeenCalledWith('shortcut text');
    box.remove();
  });

  it('leaves Ctrl+C to the browser with text selected in a field or on the page', async () => {
    show('shortcut text');
    const ctrlC = () => {
      const event = new KeyboardEvent('keydown', { key: 'c', code: 'KeyC', ctrlKey: true, cancelable: true });
      handleShortcut(event, false);
      return event.defaultPrevented;
    };
    const field = document.createElement('input');
    field.value = 'typed words';
    document.body.append(field);
    field.focus();
    field.select();
    expect(ctrlC()).toBe(false);
    field.remove();
    const text = document.createElement('p');
    text.textContent = 'selected words';
    document.body.append(text);
    window.getSelection()?.selectAllChildren(text);
    expect(ctrlC()).toBe(false);
    window.getSelection()?.removeAllRanges();
    text.remove();
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies a code block alone, reading "Copied!" and disabled for the feedback time', async () => {
    const region = show('Intro\n\n```js\nconst a = 1;\n```');
    const button = await within(region).findByRole('button', { name: REPLY_LABELS.copyCode });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(writeText).toHaveBeenCalledWith('const a = 1;');
    expect(button).toHaveTextContent(MESSAGES.codeCopied);
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS));
    expect(button).toHaveTextContent(REPLY_LABELS.copyCode);
    expect(button).toBeEnabled();
  });

  it('falls back to a hidden text area, then alerts, when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const execCommand = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    show('text');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: REPLY_LABELS.copy }));
    });
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(alert).toHaveBeenCalledWith(MESSAGES.copyFailed);
    expect(screen.getByRole('button', { name: REPLY_LABELS.copy })).toHaveTextContent(REPLY_LABELS.copy);
  });

  it('offers font sizes Small, Medium, Large and keeps the choice in storage', async () => {
    show('text');
    const group = screen.getByRole('radiogroup', { name: REPLY_LABELS.fontSize });
    expect(within(group).getByRole('radio', { name: REPLY_LABELS.fontSizes.small })).toBeChecked();
    fireEvent.click(within(group).getByRole('radio', { name: REPLY_LABELS.fontSizes.large }));
    expect(within(group).getByRole('radio', { name: REPLY_LABELS.fontSizes.large })).toBeChecked();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.fontSize) ?? 'null')).toBe('large');
  });

  it('switches to two columns and writes the layout', () => {
    show('text');
    fireEvent.click(screen.getByRole('radio', { name: REPLY_LABELS.columnLayouts.double }));
    expect(screen.getByRole('radio', { name: REPLY_LABELS.columnLayouts.double })).toBeChecked();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.columnLayout) ?? 'null')).toBe('double');
  });
});

describe('output preferences on page load', () => {
  it('restore the stored font size but reset the column layout to one', async () => {
    localStorage.setItem(STORAGE_KEYS.fontSize, JSON.stringify('medium'));
    localStorage.setItem(STORAGE_KEYS.columnLayout, JSON.stringify('double'));
    vi.resetModules();
    const { useOutputPrefs: fresh } = await import('./output-prefs-store');
    expect(fresh.getState()).toMatchObject({ fontSize: 'medium', columnLayout: 'single' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.columnLayout) ?? 'null')).toBe('single');
  });

  it('fall back to small for a corrupted font size', async () => {
    localStorage.setItem(STORAGE_KEYS.fontSize, '{not json');
    vi.resetModules();
    const { useOutputPrefs: fresh } = await import('./output-prefs-store');
    expect(fresh.getState().fontSize).toBe('small');
  });
});

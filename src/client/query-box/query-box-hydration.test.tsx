import { act, within } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { REPLY_LABELS } from '../../shared/config/messages';
import { useSubmissionStore } from '../state/submission-store';
import { QueryBox } from './query-box';

// The box as the page has it: prerendered in a boundary of its own, hydrated after the page around it.
const page = (
  <Suspense fallback={null}>
    <QueryBox />
  </Suspense>
);
let root: Root | undefined;
const shell = document.createElement('div');

afterEach(() => {
  act(() => root?.unmount());
  shell.remove();
});

it('takes as its own the text put into the prerendered box with no key before it was hydrated', async () => {
  document.body.append(shell);
  shell.innerHTML = renderToString(page);
  // Dictation or autofill: the value changes with no key the page could have seen.
  shell.querySelector('textarea')!.value = 'three dictated words';
  await act(async () => {
    root = hydrateRoot(shell, page);
  });
  const box = within(shell);
  expect(box.getByRole('textbox', { name: REPLY_LABELS.query })).toHaveValue('three dictated words');
  expect(box.getByText(REPLY_LABELS.wordCount(3))).toBeInTheDocument();
  await act(async () => box.getByRole('button', { name: REPLY_LABELS.submit }).click());
  expect(useSubmissionStore.getState().text).toBe('three dictated words');
});

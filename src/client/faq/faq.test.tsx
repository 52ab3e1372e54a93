import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTPUT_WORD_LIMIT } from '../../shared/config/app-config';
import { Faq } from './faq';
import { MAX_DOCUMENT_CHARS } from '../../shared/config/long-document';
import { FAQ_ITEMS } from './faq-items';
import { FAQ_QUESTIONS, FAQ_TITLE } from './faq-questions';

const scrollIntoView = vi.fn();

beforeEach(() => {
  // jsdom does not lay out pages, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  scrollIntoView.mockReset();
});

function questions() {
  return FAQ_ITEMS.map((item) => screen.getByRole('button', { name: item.question }));
}

/** The open answers: every region but the FAQ section itself. */
function openAnswers() {
  const faq = screen.getByRole('region', { name: FAQ_TITLE });
  return screen.queryAllByRole('region').filter((region) => region !== faq);
}

function question(index: number) {
  const item = FAQ_ITEMS[index];
  if (!item) throw new Error(`no FAQ item ${index}`);
  return screen.getByRole('button', { name: item.question });
}

describe('Faq', () => {
  it('lists 11 questions, all closed, each with its answer', () => {
    render(<Faq />);
    expect(FAQ_ITEMS.map((item) => item.question)).toEqual(Object.values(FAQ_QUESTIONS));
    const buttons = questions();
    expect(buttons).toHaveLength(11);
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(openAnswers()).toHaveLength(0);
  });

  it('opens a question, shows its answer and brings the FAQ into view', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.click(question(3));
    expect(question(3)).toHaveAttribute('aria-expanded', 'true');
    // The answers load after the first paint: the region is open at once, its text follows.
    const answer = screen.getByRole('region', { name: FAQ_ITEMS[3]?.question });
    expect(await within(answer).findByText(FAQ_ITEMS[3]?.answer[0] ?? '')).toBeVisible();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('region', { name: FAQ_TITLE }));
  });

  it('keeps at most one question open', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.click(question(0));
    await user.click(question(5));
    const expanded = questions().filter((b) => b.getAttribute('aria-expanded') === 'true');
    expect(expanded).toEqual([question(5)]);
    expect(openAnswers()).toEqual([screen.getByRole('region', { name: FAQ_ITEMS[5]?.question })]);
  });

  it('closes the open question when it is clicked again', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.click(question(2));
    await user.click(question(2));
    expect(question(2)).toHaveAttribute('aria-expanded', 'false');
    expect(openAnswers()).toHaveLength(0);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('shows a plus sign on closed questions and a minus sign on the open one', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    await user.click(question(1));
    expect(question(1).querySelector('svg')).toHaveClass('lucide-minus');
    expect(question(0).querySelector('svg')).toHaveClass('lucide-plus');
  });

  it('states what SPEC.md asks of it: no stored text, the word limit (long text now split for the person), and device support', () => {
    const text = FAQ_ITEMS.flatMap((item) => item.answer).join(' ');
    expect(text).toMatch(/never saved/);
    expect(text).toMatch(/cleared as soon as you leave/);
    expect(text).toContain(`about ${OUTPUT_WORD_LIMIT} words`);
    expect(text).toContain(`up to ${MAX_DOCUMENT_CHARS.toLocaleString('en-US')} characters`);
    expect(text).toMatch(/sent in parts for you/);
    expect(text).toMatch(/desktop, tablet and phone/);
  });
});

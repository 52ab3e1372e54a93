import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/config/messages';
import { Footer } from './footer';

afterEach(() => {
  vi.useRealTimers();
});

it('shows the current year and the all-rights-reserved line', () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2031, 5, 1));
  render(<Footer />);
  const footer = screen.getByRole('contentinfo');
  expect(footer).toHaveTextContent('2031');
  expect(footer).toHaveTextContent(MESSAGES.rightsReserved);
});

it('says in one line that replies come from a model and can be wrong', () => {
  render(<Footer />);
  expect(screen.getByRole('contentinfo')).toHaveTextContent(MESSAGES.modelDisclaimer);
});

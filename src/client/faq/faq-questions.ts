import { APP_NAME } from '../../shared/config/app-config';

export const FAQ_TITLE = 'Frequently asked questions';

/**
 * SPEC.md section 2, FAQ: the questions, shown at the first paint. Their answers (faq-items.ts) are
 * most of the FAQ's text and load after it, so they stay out of the first-load budget.
 */
export const FAQ_QUESTIONS = [
  `What is ${APP_NAME}?`,
  'What are modes?',
  'How do I create my own mode?',
  'Is my text stored anywhere?',
  'How long can a text be, and how long a reply?',
  'Does it work on my phone or tablet?',
  'Which AI models can I use?',
  'What are personas?',
  'Are there keyboard shortcuts?',
  'Can I change the order of my modes?',
  'How do I go back to the original modes?',
] as const;

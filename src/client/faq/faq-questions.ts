import { APP_NAME } from '../../shared/config/app-config';

export const FAQ_TITLE = 'Frequently asked questions';

/** The FAQ's questions, in the order shown: they paint with the page, their answers load after it. */
export const FAQ_QUESTIONS = {
  about: `What is ${APP_NAME}?`,
  modes: 'What are modes?',
  ownMode: 'How do I create my own mode?',
  stored: 'Is my text stored anywhere?',
  length: 'How long can a text be, and how long a reply?',
  phone: 'Does it work on my phone or tablet?',
  models: 'Which AI models can I use?',
  personas: 'What are personas?',
  shortcuts: 'Are there keyboard shortcuts?',
  order: 'Can I change the order of my modes?',
  reset: 'How do I go back to the original modes?',
} as const;

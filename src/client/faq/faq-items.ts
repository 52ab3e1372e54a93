import { BROWSER_PROVIDER_NAME, LOCAL_PROVIDER_NAME } from '../../shared/config/local-models';
import { APP_NAME, MAX_TABS, NARROW_SCREEN_MAX_PX, OUTPUT_WORD_LIMIT, UNDO_WINDOW_MS } from '../../shared/config/app-config';
import { MAX_DOCUMENT_CHARS } from '../../shared/config/long-document';
import { MESSAGES, PAGE_LABELS } from '../../shared/config/messages';
import { ACTIVE_MODELS, DEFAULT_MODEL_ID, findModel } from '../../shared/config/models';
import { withThousands } from '../lib/with-thousands';
import { FAQ_QUESTIONS } from './faq-questions';

export interface FaqItem {
  question: string;
  /** Paragraphs of the answer. */
  answer: readonly string[];
}

const modelNames = ACTIVE_MODELS.map((m) => m.name).join(', ');
const defaultModelName = findModel(DEFAULT_MODEL_ID)?.name ?? DEFAULT_MODEL_ID;
const undoSeconds = UNDO_WINDOW_MS / 1000;

/**
 * SPEC.md sections 1 and 2: what the FAQ must state, written for this product. The answers load after
 * the first paint (they are hidden until asked for); the questions are in faq-questions.ts.
 */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: FAQ_QUESTIONS.about,
    answer: [
      `${APP_NAME} is a free AI helper for writing. Type or paste your text, pick a mode, and a hosted language model rewrites, explains, translates or extends it for you.`,
      'There is no sign-in and no account: your preferences stay in this browser.',
    ],
  },
  {
    question: FAQ_QUESTIONS.modes,
    answer: [
      'A mode is a tab above the query box. Each one holds an instruction, such as "correct the grammar", "make it formal" or "translate to Spanish", that is sent to the model together with your text.',
      'Pick a mode, submit your text, and switch modes to see the same text handled another way. Replies you have already received are shown again at once instead of being requested twice.',
      'Rewriting modes, such as Formal, Grammar or Paraphrase, open their reply as Changes: your text and the reply compared word by word, where you accept or reject each change and copy the result. The switch above the reply shows the reply itself, and each mode’s own settings pick the view it opens in.',
    ],
  },
  {
    question: FAQ_QUESTIONS.ownMode,
    answer: [
      'Press the plus button at the end of the tabs, give the mode a title and write the instruction the model should follow. The new mode opens straight away.',
      'An instruction can ask for something each time: write {{Audience}} for a box to fill in, or {{Tone|Friendly|Formal}} for a choice whose first option is the default. The boxes show beside the query box and keep what you put in them.',
      `To change the active mode, use its edit button or press Ctrl + E. You can keep up to ${MAX_TABS} modes in each persona. Removed a mode by mistake? Press Ctrl + Z (Cmd + Z on a Mac) within ${undoSeconds} seconds to bring it back.`,
    ],
  },
  {
    question: FAQ_QUESTIONS.stored,
    answer: [
      'No. Your text is sent to the model only to produce the reply, and it is never saved, neither on our server nor in your browser. It is cleared as soon as you leave or reload the page; while the box holds text, your browser asks first, so it is not lost by a slip.',
      `With a model ${BROWSER_PROVIDER_NAME.toLowerCase()} (Settings), your text does not even leave your device: the model runs in the page itself.`,
      'The only things kept, in your own browser, are your preferences: your modes and personas, the chosen model, and the reply font size; and, once you download it, the browser\'s model, which Settings shows with the space it takes and removes.',
    ],
  },
  {
    question: FAQ_QUESTIONS.length,
    answer: [
      `Paste up to ${withThousands(MAX_DOCUMENT_CHARS)} characters (about ${Math.round(MAX_DOCUMENT_CHARS / 6 / 1000) * 1000} words). Each answer from the model is limited to about ${OUTPUT_WORD_LIMIT} words, so a long text is sent in parts for you: under the box you see how many, and the reply shows each part's answer in order as it arrives, with the progress, one text to copy at the end, and a Stop button.`,
      'Rewriting and translating modes answer part by part, so the whole text comes back. Summaries, titles and social posts read every part and then combine them into one result. If one part fails, its place says so and offers to retry just that part; the rest stays.',
    ],
  },
  {
    question: FAQ_QUESTIONS.phone,
    answer: [
      'Yes. It works on desktop, tablet and phone, in any modern browser.',
      `On screens ${NARROW_SCREEN_MAX_PX}px wide or less the header keeps the persona menu and the ${PAGE_LABELS.modelAndTheme} button (the sliders icon beside it): one tap there chooses the model and the light or dark theme. The shortcuts and reset buttons appear on wider screens.`,
    ],
  },
  {
    question: FAQ_QUESTIONS.models,
    answer: [
      `Open Settings (the gear button in the header; on a phone, the ${PAGE_LABELS.modelAndTheme} button, the sliders icon at the top) and choose one of: ${modelNames}. ${defaultModelName} is used until you pick another.`,
      'Your choice is remembered in this browser, and switching models on the same text asks the new model for its own reply.',
      `${LOCAL_PROVIDER_NAME} runs on this site's own server. ${BROWSER_PROVIDER_NAME} runs on your device after a one-time download you are asked about, and then works offline too; it is slower than a cloud model, and the page says how fast it runs on your device before a long text. A recent laptop or desktop browser does well; a phone can, slowly.`,
    ],
  },
  {
    question: FAQ_QUESTIONS.personas,
    answer: [
      'A persona is a set of modes for one kind of work, such as writing, editing, translating, coding or social media. Switch persona from the menu at the top right to see its modes.',
      `Choose "${MESSAGES.addPersona}" in that menu to make your own, or rename one with its Rename link. A new persona starts with a single general-purpose mode that you can edit.`,
    ],
  },
  {
    question: FAQ_QUESTIONS.shortcuts,
    answer: [
      'Yes. Press / to jump to the query box, Enter to submit and Shift + Enter for a new line. Ctrl + 1 to Ctrl + 9 open a mode by its number, and Ctrl + [ and Ctrl + ] move to the previous or next one.',
      'The keyboard button in the header lists them all.',
    ],
  },
  {
    question: FAQ_QUESTIONS.order,
    answer: [
      'Yes. Drag a tab and drop it where you want it; the tab under the pointer is highlighted while you drag. The numbers on the tabs, and so the Ctrl + number shortcuts, follow the new order.',
    ],
  },
  {
    question: FAQ_QUESTIONS.reset,
    answer: [
      'Use the Reset tabs button (the bin icon in the header). It asks first, and offers to export your modes to a file you can import again later. After you confirm, your own modes, personas and model choice are removed and the page reloads with the original set.',
      'This cannot be undone: export first to keep your modes.',
    ],
  },
];

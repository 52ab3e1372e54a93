import { FAQ_ITEMS } from './faq-items';

/** The paragraphs answering one of the FAQ's questions. */
export function FaqAnswer({ question }: { question: string }) {
  const answer = FAQ_ITEMS.find((item) => item.question === question)?.answer ?? [];
  return answer.map((paragraph) => <p key={paragraph}>{paragraph}</p>);
}

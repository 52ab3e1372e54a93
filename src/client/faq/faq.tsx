import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { whenIdle } from '../lib/when-idle';
import type { FaqItem } from './faq-items';
import { FAQ_QUESTIONS, FAQ_TITLE } from './faq-questions';
import './faq.css';

// The answers are most of the FAQ's text and show only when opened: they load after the first paint.
const loadAnswers = () => import('./faq-items').then((m) => m.FAQ_ITEMS);

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** SPEC.md section 2, FAQ: an accordion with at most one answer open. */
export function Faq() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const containerRef = useRef<HTMLElement>(null);
  const id = useId();
  const [items, setItems] = useState<readonly FaqItem[]>();
  const fetchAnswers = () => void loadAnswers().then(setItems, () => {});
  useEffect(() => whenIdle(fetchAnswers), []);

  const toggle = (index: number) => {
    if (!items) fetchAnswers(); // Opened before the page was idle: the answer follows in a moment.
    setOpenIndex((current) => (current === index ? null : index));
    // Bring the whole FAQ into view, so the answer that opens is where the reader is looking.
    containerRef.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  };

  return (
    <section ref={containerRef} className="faq" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="faq-title">
        {FAQ_TITLE}
      </h2>
      <div className="faq-list">
        {FAQ_QUESTIONS.map((question, index) => {
          const open = index === openIndex;
          const Icon = open ? Minus : Plus;
          return (
            <div key={question} className="faq-item" data-open={open}>
              <h3 className="faq-question">
                <button
                  type="button"
                  id={`${id}-q${index}`}
                  aria-expanded={open}
                  aria-controls={`${id}-a${index}`}
                  onClick={() => toggle(index)}
                >
                  <span>{question}</span>
                  <Icon className="faq-sign" size={18} aria-hidden="true" />
                </button>
              </h3>
              <div id={`${id}-a${index}`} role="region" aria-labelledby={`${id}-q${index}`} className="faq-answer" hidden={!open}>
                {items?.[index]?.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}

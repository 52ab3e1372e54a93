import { Minus, Plus } from 'lucide-react';
import { startTransition, Suspense, useEffect, useId, useRef, useState } from 'react';
import { whenIdle } from '../lib/when-idle';
import { lazyWhenLoaded } from '../ui/lazy-when-loaded';
import { FAQ_QUESTIONS, FAQ_TITLE } from './faq-questions';
import './faq.css';

// The answers (most of the FAQ's text) are hidden until asked for: they load when idle after the
// first paint, so they cost the first load nothing and are there before anyone can open one.
const answers = lazyWhenLoaded(() => import('./faq-answer').then((m) => m.FaqAnswer));
const QUESTIONS: readonly string[] = Object.values(FAQ_QUESTIONS);

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** SPEC.md section 2, FAQ: an accordion with at most one answer open. */
export function Faq() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  // The answers are in the page once their code is (the prerendered page has none of them).
  const [answersLoaded, setAnswersLoaded] = useState(false);
  const containerRef = useRef<HTMLElement>(null);
  const id = useId();
  useEffect(() => whenIdle(() => answers.load().then(() => startTransition(() => setAnswersLoaded(true)))), []);

  const toggle = (index: number) => {
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
        {QUESTIONS.map((question, index) => {
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
                {(open || answersLoaded) && (
                  <Suspense fallback={null}>
                    <answers.Component question={question} />
                  </Suspense>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}

import { Minus, Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { FAQ_ITEMS, FAQ_TITLE } from './faq-items';
import './faq.css';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** SPEC.md section 2, FAQ: an accordion with at most one answer open. */
export function Faq() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const containerRef = useRef<HTMLElement>(null);
  const id = useId();

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
        {FAQ_ITEMS.map((item, index) => {
          const open = index === openIndex;
          const Icon = open ? Minus : Plus;
          return (
            <div key={item.question} className="faq-item" data-open={open}>
              <h3 className="faq-question">
                <button
                  type="button"
                  id={`${id}-q${index}`}
                  aria-expanded={open}
                  aria-controls={`${id}-a${index}`}
                  onClick={() => toggle(index)}
                >
                  <span>{item.question}</span>
                  <Icon className="faq-sign" size={18} aria-hidden="true" />
                </button>
              </h3>
              <div id={`${id}-a${index}`} role="region" aria-labelledby={`${id}-q${index}`} className="faq-answer" hidden={!open}>
                {item.answer.map((paragraph) => (
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

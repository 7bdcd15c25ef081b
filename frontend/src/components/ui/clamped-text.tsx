import clsx from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';

import './button.css';
import './clamped-text.css';

interface ClampedTextProps {
  text: string;
  moreLabel: string;
  lessLabel: string;
}

/**
 * ClampedText shows at most three lines of a long text (CSS line-clamp) and a More/Less toggle, which
 * appears only when the text does not fit.
 */
export function ClampedText({ text, moreLabel, lessLabel }: ClampedTextProps) {
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    // Measured while clamped; the observer also fires once at the start and whenever the width changes.
    const observer = new ResizeObserver(() => {
      if (!el.classList.contains('clamped--open')) setOverflows(el.scrollHeight > el.clientHeight + 1);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [text]);

  return (
    <div className="clamped-wrap">
      <p id={id} ref={ref} className={clsx('clamped', expanded && 'clamped--open')}>
        {text}
      </p>
      {(overflows || expanded) && (
        <button
          type="button"
          className="text-button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? lessLabel : moreLabel}
        </button>
      )}
    </div>
  );
}

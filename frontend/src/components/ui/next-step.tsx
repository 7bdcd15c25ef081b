import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

import './next-step.css';

/** NextStepTone: `todo` asks me to act, `done` closes well, `ended` closes without a delivery, `failed` went wrong. */
export type NextStepTone = 'todo' | 'done' | 'ended' | 'failed';

interface NextStepProps {
  tone: NextStepTone;
  icon: ReactNode;
  /** overline names the block ("What to do next"); summaries of finished items leave it out. */
  overline?: string;
  /** title is a sentence; it may hold an element (a PIN drawn as digits). */
  title: ReactNode;
  text?: string;
  /** facts sum a finished item up (driver, price, parcels delivered). */
  facts?: { label: string; value: string }[];
  /** action is the one button or link that does the step. */
  action?: ReactNode;
}

/**
 * NextStep leads a parcel's or ride's screen: a highlighted block that says what to do now in its state,
 * or, once finished, what happened.
 */
export function NextStep({ tone, icon, overline, title, text, facts, action }: NextStepProps) {
  const id = useId();
  return (
    <section className={clsx('next-step', `next-step--${tone}`)} aria-labelledby={id}>
      <span className="next-step__icon">{icon}</span>
      <div className="next-step__body">
        {overline && <p className="overline next-step__overline">{overline}</p>}
        <h2 id={id} className="next-step__title">
          {title}
        </h2>
        {text && <p className="next-step__text">{text}</p>}
        {facts && facts.length > 0 && (
          <dl className="next-step__facts">
            {facts.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {action && <div className="next-step__action">{action}</div>}
      </div>
    </section>
  );
}

import { useId, type ReactNode } from 'react';

import './form.css';

/** FormSection is one white card of a long form, headed by its topic. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="card form-section" aria-labelledby={id}>
      <h2 id={id} className="form-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

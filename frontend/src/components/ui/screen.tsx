import clsx from 'clsx';
import type { ReactNode } from 'react';

import './screen.css';

interface ScreenProps {
  title: string;
  subtitle?: ReactNode;
  /** icon is shown in a tinted circle above the title (status screens). */
  icon?: ReactNode;
  tone?: 'primary' | 'success' | 'danger';
  children?: ReactNode;
  footer?: ReactNode;
}

/** Screen is the white card of a single-task screen: a heading, an optional lead and the content. */
export function Screen({ title, subtitle, icon, tone = 'primary', children, footer }: ScreenProps) {
  return (
    <>
      <section className={clsx('card screen', icon && 'screen--centered')}>
        {icon && <div className={clsx('icon-circle', 'screen__icon', `screen__icon--${tone}`)}>{icon}</div>}
        <h1 className="screen__title">{title}</h1>
        {subtitle && <p className="screen__subtitle">{subtitle}</p>}
        {children}
      </section>
      {footer && <div className="screen__footer">{footer}</div>}
    </>
  );
}

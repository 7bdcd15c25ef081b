import clsx from 'clsx';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

import './tabs.css';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  /** badge is a count shown beside the label (text) and the tab's whole name that says what it counts (name). */
  badge?: { text: string; name: string };
}

interface TabsProps<T extends string> {
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  children: ReactNode;
}

/**
 * Tabs is a switcher following the WAI-ARIA tabs pattern: one tab stop, arrows/Home/End move between tabs
 * and select them, and the panel is labelled by its tab.
 */
export function Tabs<T extends string>({ label, items, value, onChange, children }: TabsProps<T>) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = Math.max(
    0,
    items.findIndex((i) => i.value === value),
  );

  const select = (index: number) => {
    const next = (index + items.length) % items.length;
    onChange(items[next].value);
    refs.current[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (e.key in moves) {
      e.preventDefault();
      select(moves[e.key]);
    }
  };

  return (
    <div className="stack tabs">
      {/* Arrow keys from the focused tab bubble here: the tabs take the focus, not the list (WAI-ARIA tabs). */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <button
            key={item.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.value}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className={clsx('tabs__tab', index === selected && 'tabs__tab--selected')}
            aria-label={item.badge?.name}
            onClick={() => onChange(item.value)}
          >
            {item.label}
            {item.badge && (
              <span className="tabs__badge" aria-hidden="true">
                {item.badge.text}
              </span>
            )}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${items[selected].value}`}
        className="tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}

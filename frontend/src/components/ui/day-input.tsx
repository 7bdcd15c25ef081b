import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

import { parseDay, toDayInput } from '@/lib/format';

import './form.css';
import './date-field.css';

// The calendar (DayPicker and its styles) loads the first time one is opened.
const CalendarDialog = lazy(() => import('./calendar-dialog').then((m) => ({ default: m.CalendarDialog })));

interface DayInputProps {
  id: string;
  name: string;
  /** label names the field: the calendar's button and title say which day is chosen. */
  label: string;
  typed: string;
  onType: (typed: string) => void;
  /** onPick gets the day chosen in the calendar (YYYY-MM-DD). */
  onPick: (day: string) => void;
  /** selected, min and max are days (YYYY-MM-DD). */
  selected?: string | null;
  min?: string;
  max?: string;
  invalid: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** DayInput is a text box for a day as the interface language writes it, with a button that opens a calendar. */
export function DayInput({
  id,
  name,
  label,
  typed,
  onType,
  onPick,
  selected,
  min,
  max,
  invalid,
  describedBy,
  inputRef,
}: DayInputProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <div className="field__control">
      <input
        id={id}
        name={name}
        ref={inputRef}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className="input input--with-trailing"
        placeholder={t('common.dates.dayPlaceholder')}
        value={typed}
        onChange={(e) => onType(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      <button
        ref={buttonRef}
        type="button"
        className="field__toggle"
        aria-label={t('common.dates.chooseDay', { field: label })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <CalendarDays size={20} aria-hidden="true" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <CalendarDialog
            title={label}
            selected={selected ? parseDay(selected) : undefined}
            min={min ? parseDay(min) : undefined}
            max={max ? parseDay(max) : undefined}
            onSelect={(day) => {
              onPick(toDayInput(day));
              close();
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}

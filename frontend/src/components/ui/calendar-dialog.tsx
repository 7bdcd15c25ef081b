import { X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale/en-GB';
import { uk } from 'react-day-picker/locale/uk';
import { createPortal } from 'react-dom';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';

import { currentLanguage } from '@/i18n';


interface CalendarDialogProps {
  /** title names the field the day is chosen for. */
  title: string;
  selected?: Date;
  /** min and max are the first and last days that can be chosen. */
  min?: Date;
  max?: Date;
  onSelect: (day: Date) => void;
  onClose: () => void;
}

const LOCALES = { en: enGB, uk };

/**
 * CalendarDialog is a month calendar in a modal dialog (the WAI-ARIA date picker dialog): the chosen day, or
 * today, takes the focus; arrows, Page Up/Down and Home/End move through the days (DayPicker's grid), Enter
 * chooses, Escape or a click outside backs out, and Tab stays inside.
 */
export function CalendarDialog({ title, selected, min, max, onSelect, onClose }: CalendarDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // DayPicker focuses a day itself unless every day on show is disabled.
    if (!dialogRef.current?.contains(document.activeElement)) dialogRef.current?.querySelector('button')?.focus();
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    } else if (e.key === 'Tab') {
      const stops = [...(dialogRef.current?.querySelectorAll<HTMLElement>('button:not(:disabled):not([tabindex="-1"])') ?? [])];
      if (stops.length === 0) return;
      const i = stops.indexOf(document.activeElement as HTMLElement);
      e.preventDefault();
      stops[e.shiftKey ? (i <= 0 ? stops.length - 1 : i - 1) : (i + 1) % stops.length].focus();
    }
  };

  const disabled: Matcher[] = [];
  if (min) disabled.push({ before: min });
  if (max) disabled.push({ after: max });
  const today = new Date();
  const month = selected ?? (min && min > today ? min : max && max < today ? max : today);

  return createPortal(
    <div className="dialog-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={dialogRef} className="dialog calendar-dialog" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} onKeyDown={onKeyDown}>
        <div className="calendar-dialog__head">
          <h2 id={`${id}-title`} className="calendar-dialog__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={t('common.dates.closeCalendar')} onClick={onClose}>
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        <DayPicker
          mode="single"
          required
          locale={LOCALES[currentLanguage()]}
          selected={selected}
          onSelect={onSelect}
          disabled={disabled}
          startMonth={min}
          endMonth={max}
          defaultMonth={month}
          autoFocus
        />
      </div>
    </div>,
    document.body,
  );
}

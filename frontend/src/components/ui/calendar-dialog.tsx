import { X } from 'lucide-react';
import { useId } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale/en-GB';
import { uk } from 'react-day-picker/locale/uk';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';

import { currentLanguage } from '@/i18n';

import { Dialog } from './dialog';

import './button.css';
import './calendar-dialog.css';

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
 * chooses, Escape or a press outside backs out. DayPicker focuses a day itself unless every day on show is
 * disabled; then the browser's choice, the close button, has it.
 */
export function CalendarDialog({ title, selected, min, max, onSelect, onClose }: CalendarDialogProps) {
  const { t } = useTranslation();
  const id = useId();

  const disabled: Matcher[] = [];
  if (min) disabled.push({ before: min });
  if (max) disabled.push({ after: max });
  const today = new Date();
  const month = selected ?? (min && min > today ? min : max && max < today ? max : today);

  return (
    <Dialog className="calendar-dialog" labelledBy={`${id}-title`} onClose={onClose}>
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
        // The modal opens on the chosen day, as the WAI-ARIA date picker dialog does.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
    </Dialog>
  );
}

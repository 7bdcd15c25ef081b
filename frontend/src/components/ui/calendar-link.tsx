import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import './button.css';

/** CalendarLink downloads an event (.ics) for a calendar app: a handover, or a ride. */
export function CalendarLink({ href, file }: { href: string; file: string }) {
  const { t } = useTranslation();
  return (
    <a className="btn btn--secondary btn--block" href={href} download={file}>
      <CalendarPlus size={20} aria-hidden="true" />
      {t('common.addToCalendar')}
    </a>
  );
}

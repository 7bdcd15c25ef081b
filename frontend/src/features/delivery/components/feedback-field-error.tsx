import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { feedbackMessage } from '../utils/feedback-message';

import '@/components/ui/form.css';

/** FeedbackFieldError shows a field's error code, translated, under its input (like the shared FieldError). */
export function FeedbackFieldError({ id, field, code }: { id: string; field: 'rating' | 'comment'; code?: string }) {
  useTranslation(); // re-render when the language changes
  if (!code) return null;
  return (
    <p id={id} className="field__error">
      <CircleAlert size={16} aria-hidden="true" />
      <span>{feedbackMessage(field, code)}</span>
    </p>
  );
}

import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** busy shows a spinner on the confirm button and keeps the dialog open. */
  busy?: boolean;
  /** tone colours the confirming button: red for destructive actions (the default), primary otherwise. */
  tone?: 'danger' | 'primary';
  /**
   * lead makes the safe choice the filled one, on top on phones, and the confirming one outlined: for a question
   * whose better answer is usually to go back (a price far from the suggestion).
   */
  lead?: 'confirm' | 'cancel';
  /** children go between the text and the buttons: what to say along with the answer (a checkbox). */
  children?: ReactNode;
}

/**
 * ConfirmDialog asks before an action that cannot be taken back (WAI-ARIA alertdialog, a modal <dialog>): focus
 * starts on the safe choice, which comes first; Escape or a press outside backs out, and focus returns to the
 * trigger.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy,
  tone = 'danger',
  lead = 'confirm',
  children,
}: ConfirmDialogProps) {
  const id = useId();
  if (!open) return null;
  return (
    <Dialog
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={text ? `${id}-text` : undefined}
      onClose={onCancel}
      busy={busy}
      initialFocus="button"
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      {text && (
        <p id={`${id}-text`} className="dialog__text">
          {text}
        </p>
      )}
      {children}
      <div className={clsx('dialog__actions', lead === 'cancel' && 'dialog__actions--safe-first')}>
        <Button variant={lead === 'cancel' ? 'primary' : 'secondary'} block disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={lead === 'cancel' ? 'secondary' : tone} block loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

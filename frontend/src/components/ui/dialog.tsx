import clsx from 'clsx';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

import './dialog.css';

interface DialogProps {
  /** labelledBy is the id of the heading that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  /** role is `alertdialog` for a question before an action that cannot be taken back. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  /** onClose backs out: Escape (the dialog's cancel event) or a press on the backdrop. */
  onClose: () => void;
  /** busy keeps the dialog open while its action runs: Escape and the backdrop do nothing. */
  busy?: boolean;
  /** initialFocus selects what takes the focus on opening; without it, the browser's choice (the first control). */
  initialFocus?: string;
  children: ReactNode;
}

/**
 * Dialog is a modal native <dialog> opened with showModal() while it is mounted: the browser keeps the page behind
 * inert and dims it (::backdrop), Escape fires `cancel`, and on closing the focus goes back to what opened it.
 * It sits in document.body, so it inherits nothing from where it is used.
 */
export function Dialog({
  labelledBy,
  describedBy,
  role,
  className,
  onClose,
  busy,
  initialFocus,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef({ onClose, busy });
  const closing = useRef(false);
  useLayoutEffect(() => {
    latest.current = { onClose, busy };
  });

  // A layout effect: it opens the dialog before its contents' effects run (DayPicker focuses a day), and closes
  // it while it is still in the page.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closing.current = false;
    dialog.showModal();
    if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus();
    return () => {
      closing.current = true;
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opened once, on mount
  }, []);

  const backOut = () => {
    if (!latest.current.busy) latest.current.onClose();
  };

  return createPortal(
    // A press on the backdrop closes it, as Escape does for the keyboard (the cancel event).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={clsx('dialog', className)}
      role={role === 'alertdialog' ? role : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(e) => {
        // The component, not the browser, closes the dialog: it is open for as long as it is mounted.
        e.preventDefault();
        backOut();
      }}
      // A browser may close it anyway (a second Escape without a click between): keep the screen in step. The
      // event comes later than close(), so one from our own closing (on unmount, or StrictMode's second run
      // that opened it again) is ignored.
      onClose={(e) => !closing.current && !e.currentTarget.open && latest.current.onClose()}
      // The body fills the dialog, so only a press on the backdrop lands on the dialog itself.
      onMouseDown={(e) => e.target === e.currentTarget && backOut()}
    >
      <div className="dialog__body">{children}</div>
    </dialog>,
    document.body,
  );
}

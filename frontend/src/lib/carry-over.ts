import { useEffect, type RefObject } from 'react';

import type { EarlyInput } from './early-input';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * takeOver is called just before the app hydrates a drawn screen: it adds the fields typed into before early.ts ran
 * (their text differs from the drawn one), and from then on React answers presses itself.
 */
export function takeOver(root: HTMLElement): void {
  const early = (window.ridepostEarly ??= { typed: new Map(), taken: false });
  for (const field of root.querySelectorAll<Field>('input, textarea')) {
    if (field.value !== field.defaultValue && !early.typed.has(field)) early.typed.set(field, field.value);
  }
  early.taken = true;
}

/** The field as the app drew it: the same element once hydrated, else its namesake (drawn afresh). */
function current(field: Field, within: HTMLElement): Field | null {
  if (field.isConnected) return within.contains(field) ? field : null;
  const found = field.id ? within.querySelector(`#${CSS.escape(field.id)}`) : null;
  return found instanceof HTMLInputElement || found instanceof HTMLTextAreaElement ? found : null;
}

/**
 * retype gives the app the text a person typed before it arrived, as if typed now: a controlled field's state and
 * a react-hook-form field read it from the input event (React sees the change once its own record of the value
 * is cleared), and a field already left is left again, for the checks that run on blur.
 */
function retype(field: Field, text: string) {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = '';
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (document.activeElement !== field) field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

/** carryOver applies to the part of a screen in within what was typed and pressed there before the app came. */
export function carryOver(within: HTMLElement, early: EarlyInput | undefined = window.ridepostEarly): void {
  if (!early) return;
  for (const [typed, text] of early.typed) {
    const field = current(typed, within);
    if (!field) continue;
    early.typed.delete(typed);
    retype(field, text);
  }
  const press = early.press;
  if (!press) return;
  // After React has drawn what the typing changed, so that the submit reads it.
  if ('form' in press && within.contains(press.form)) {
    early.press = undefined;
    const submitter =
      press.submitter instanceof HTMLButtonElement && press.submitter.form === press.form ? press.submitter : null;
    setTimeout(() => press.form.requestSubmit(submitter));
  } else if ('button' in press && within.contains(press.button)) {
    early.press = undefined;
    setTimeout(() => press.button.click());
  }
}

/**
 * useCarryOver hands a drawn form (or group of buttons) what was typed and pressed in it before the app took the
 * screen over: the text stays, and the press is honoured.
 */
export function useCarryOver(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (ref.current) carryOver(ref.current);
  }, [ref]);
}

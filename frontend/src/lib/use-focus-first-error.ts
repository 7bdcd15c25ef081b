import { useEffect, type RefObject } from 'react';

/**
 * useFocusFirstError focuses the first invalid input of a form in reading order after a submit that did not
 * pass its checks. react-hook-form's own focus follows the order fields were registered in, which is not the
 * order on screen once sections are components (use it with `shouldFocusError: false`).
 */
export function useFocusFirstError(
  form: RefObject<HTMLFormElement | null>,
  submitCount: number,
  failed: boolean,
): void {
  useEffect(() => {
    if (submitCount > 0 && failed) {
      // A group of radios is marked as a whole (role="radiogroup"): its chosen or first radio takes the focus.
      const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      const control = invalid?.matches('[role="radiogroup"]')
        ? (invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector<HTMLElement>('input'))
        : invalid;
      control?.focus();
    }
  }, [form, submitCount, failed]);
}

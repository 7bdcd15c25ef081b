/**
 * EarlyInput is what a person did on a drawn entry screen (prerender.tsx) before the app took it over, as early.ts
 * keeps it on window.ridepostEarly and carry-over.ts hands it to the app.
 */
export interface EarlyInput {
  /** typed holds the last text of every field typed into, by field. */
  typed: Map<HTMLInputElement | HTMLTextAreaElement, string>;
  /** press is the last press of a form's submit (with its button) or of another button. */
  press?: { form: HTMLFormElement; submitter: HTMLElement | null } | { button: HTMLButtonElement };
  /** taken is set once the app has the page: from then on React answers presses itself. */
  taken: boolean;
}

declare global {
  interface Window {
    ridepostEarly?: EarlyInput;
  }
}

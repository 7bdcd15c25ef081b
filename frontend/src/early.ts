import type { EarlyInput } from './lib/early-input';

// The first script a drawn entry screen (prerender.tsx) runs, long before the app has arrived: its fields can be
// typed into from the paint, so what is typed and the last press of a button are kept here until the app has taken
// the screen over (lib/carry-over.ts), which then applies them. It imports nothing, to be one small file, and may
// run before the page's body is parsed.
const early: EarlyInput = { typed: new Map(), taken: false };
window.ridepostEarly = early;
const drawn = (target: EventTarget | null): target is Element =>
  target instanceof Element && target.closest('#root[data-prerendered]') !== null;
document.addEventListener(
  'input',
  (e) => {
    const field = e.target;
    if (early.taken) return;
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && drawn(field)) {
      early.typed.set(field, field.value);
    }
  },
  true,
);
// A submit before the app is here would leave the page: the app submits it once it has the form.
document.addEventListener(
  'submit',
  (e) => {
    if (early.taken || !(e.target instanceof HTMLFormElement) || !drawn(e.target)) return;
    e.preventDefault();
    early.press = { form: e.target, submitter: e.submitter };
  },
  true,
);
document.addEventListener(
  'click',
  (e) => {
    const button = e.target instanceof Element ? e.target.closest('button[type="button"]') : null;
    if (!early.taken && button instanceof HTMLButtonElement && drawn(button)) early.press = { button };
  },
  true,
);

import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor give up after this long: generous, so a busy CI machine is not a failure. A passing
// test never waits for it.
configure({ asyncUtilTimeout: 5000 });

// react-hot-toast asks for prefers-reduced-motion; jsdom has no matchMedia.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

// jsdom has <dialog> but not showModal() or close(). This stub does what the tests rely on: `open`, the focus
// on the first control (or one marked autofocus), Escape's cancelable `cancel` event, and `close`. It does not
// make the page behind inert: that is the browser's part, which the Playwright tests check.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const escapes = new WeakMap<HTMLDialogElement, (e: KeyboardEvent) => void>();
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.open = true;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && this.dispatchEvent(new Event('cancel', { cancelable: true }))) this.close();
    };
    escapes.set(this, onKeyDown);
    document.addEventListener('keydown', onKeyDown);
    this.querySelector<HTMLElement>(
      '[autofocus], button:not(:disabled), input:not(:disabled), a[href], [tabindex]',
    )?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    const onKeyDown = escapes.get(this);
    if (onKeyDown) document.removeEventListener('keydown', onKeyDown);
    escapes.delete(this);
    this.dispatchEvent(new Event('close'));
  };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

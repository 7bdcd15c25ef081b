import type { Renderable, ToastOptions } from 'react-hot-toast';

type HotToast = typeof import('react-hot-toast');

// react-hot-toast (and the toaster that shows it, components/ui/toaster.tsx) loads with the first toast, not with
// the first screen: a toast only ever follows something a person did. Until it has loaded, toasts wait in line.
let hot: HotToast | undefined;
let waiting: ((toast: HotToast) => void)[] = [];
const listeners = new Set<() => void>();

function withToast(call: (toast: HotToast) => void) {
  if (hot) return call(hot);
  waiting.push(call);
  if (waiting.length > 1) return;
  void import('react-hot-toast').then((module) => {
    hot = module;
    const calls = waiting;
    waiting = [];
    calls.forEach((c) => c(module));
    listeners.forEach((l) => l());
  });
}

/** toast shows a short message below the header: react-hot-toast's success, error and dismiss, loaded on first use. */
export const toast = {
  success: (message: Renderable, options?: ToastOptions) => withToast((t) => t.toast.success(message, options)),
  error: (message: Renderable, options?: ToastOptions) => withToast((t) => t.toast.error(message, options)),
  dismiss: (id?: string) => withToast((t) => t.toast.dismiss(id)),
};

/** toastLoaded tells whether a toast has been asked for (and react-hot-toast loaded); subscribeToast follows it. */
export const toastLoaded = (): boolean => hot !== undefined;
export function subscribeToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

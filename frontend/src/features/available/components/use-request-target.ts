import { useState } from 'react';

/**
 * useRequestTarget keeps whose "Request" dialog is open, and which results I have sent a request for since the
 * screen opened, so their cards say so instead of offering the button again.
 */
export function useRequestTarget<T>(idOf: (item: T) => number) {
  const [requested, setRequested] = useState<ReadonlySet<number>>(new Set());
  const [target, setTarget] = useState<T | null>(null);
  return {
    target,
    isRequested: (item: T) => requested.has(idOf(item)),
    open: (item: T) => setTarget(item),
    close: () => setTarget(null),
    /** sent marks the target requested and closes its dialog. */
    sent: () => {
      if (target !== null) setRequested((s) => new Set(s).add(idOf(target)));
      setTarget(null);
    },
  };
}

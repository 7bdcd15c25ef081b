import { useEffect } from 'react';

/** useDocumentTitle names the browser tab after the screen ("Sign in · Ridepost"). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Ridepost` : 'Ridepost';
  }, [title]);
}

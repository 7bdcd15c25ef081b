import type { AlertKind } from './api';

/**
 * NotifyMeProps is what an available list gives the "Notify me" card it is handed (the alerts feature's): the
 * route searched (place ids), the day if one was set, and how many results it found. Features never import each
 * other, so the list takes the card as a component prop.
 */
export interface NotifyMeProps {
  kind: AlertKind;
  from: number;
  to: number;
  /** date is the searched day (YYYY-MM-DD), if any. */
  date?: string;
  /** found is how many results the search has. */
  found: number;
  /**
   * inline puts the card inside the empty results' card (found is 0): no card of its own, and no heading that
   * says again that nothing was found.
   */
  inline?: boolean;
  /** onJoin stands for saving, for a signed-out visitor: it asks them to sign up first. */
  onJoin?: () => void;
  /** resumed: the visitor pressed "Notify me" before signing up, and is back; the button takes the focus. */
  resumed?: boolean;
}

import type { ReactNode } from 'react';

import { RequestAction } from './request-action';
import type { RequestActions } from './use-request-target';

import '@/components/ui/item-card.css';
import './available.css';

interface ResultCardProps {
  /** titleId is the id of the card's title, which names the card and its buttons. */
  titleId: string;
  /** askedNote says who asked, above "Approve". */
  askedNote: string;
  actions: RequestActions;
  /** map is the result's "Map" toggle, above its request action. */
  map?: ReactNode;
  children: ReactNode;
}

/** ResultCard is the frame of a result's card, parcel or ride: what the card shows, then "Request" or "Approve". */
export function ResultCard({ titleId, askedNote, actions, map, children }: ResultCardProps) {
  return (
    <article className="card-item result-card" aria-labelledby={titleId}>
      {children}
      {map}
      <RequestAction {...actions} describedBy={titleId} askedNote={askedNote} />
    </article>
  );
}

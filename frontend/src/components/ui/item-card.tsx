import { BellDot } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import './item-card.css';

interface ItemCardProps {
  /** to is the page the card opens. */
  to: string;
  /** tag is the item's status tag, shown beside the price. */
  tag: ReactNode;
  /** price is the amount (or a labelled total); nothing when there is none to show. */
  price?: ReactNode;
  /** meta is the line under the route (type and size, or vehicle and load). */
  meta: ReactNode;
  /** attention says the item waits for my answer ("2 requests to answer"); highlighted at the bottom. */
  attention?: string;
  children: ReactNode;
}

/** ItemCard is one of my parcels or rides in a list: state and price on top, the route, a meta line; it opens the item. */
export function ItemCard({ to, tag, price, meta, attention, children }: ItemCardProps) {
  return (
    <Link to={to} className="card-item item-card">
      <div className="item-card__top">
        {tag}
        {price && <span className="item-card__price">{price}</span>}
      </div>
      {children}
      <div className="item-card__meta">{meta}</div>
      {attention && (
        <p className="item-card__attention">
          <BellDot size={18} aria-hidden="true" />
          {attention}
        </p>
      )}
    </Link>
  );
}

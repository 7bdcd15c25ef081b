import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface ItemCardProps {
  /** to is the page the card opens. */
  to: string;
  /** tag is the item's status tag, shown beside the price. */
  tag: ReactNode;
  price: string;
  /** meta is the line under the route (type and size, or vehicle and load). */
  meta: ReactNode;
  children: ReactNode;
}

/** ItemCard is one of my parcels or rides in a list: state and price on top, the route, a meta line; it opens the item. */
export function ItemCard({ to, tag, price, meta, children }: ItemCardProps) {
  return (
    <Link to={to} className="card-item item-card">
      <div className="item-card__top">
        {tag}
        <span className="item-card__price">{price}</span>
      </div>
      {children}
      <div className="item-card__meta">{meta}</div>
    </Link>
  );
}

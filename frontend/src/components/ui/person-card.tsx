import { useId } from 'react';

import { personName } from '@/lib/format';
import type { PublicCard, Rating } from '@/types/api';

import { Avatar } from './avatar';
import { PersonLink } from './person-link';
import { RatingBadge } from './rating-badge';

import './detail-card.css';
import './person-card.css';

/**
 * PersonCard introduces another user by their public card: picture, name (a link to their card) and rating, never
 * contacts.
 */
export function PersonCard({ title, person, rating }: { title: string; person: PublicCard; rating: Rating }) {
  const id = useId();
  return (
    <section className="card detail-card" aria-labelledby={id}>
      <h2 id={id} className="detail-card__title">
        {title}
      </h2>
      <div className="person">
        <Avatar src={person.profilePicture} size={48} />
        <div>
          <p className="person__name">
            <PersonLink userId={person.deleted ? undefined : person.userId}>{personName(person)}</PersonLink>
          </p>
          <p className="person__meta">
            <RatingBadge rating={rating} />
          </p>
        </div>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';

import { Avatar } from '@/components/ui/avatar';
import { PersonLink } from '@/components/ui/person-link';
import { RatingBadge } from '@/components/ui/rating-badge';
import { personName } from '@/lib/format';
import type { PublicCard } from '@/types/api';

import '@/components/ui/person-card.css';
import './requests.css';

/**
 * CounterpartCard is the other side of a request, the same on the Parcel and the Ride screen: picture,
 * name (a link to their public card), their role (driver or sender) and their rating in that role.
 */
export function CounterpartCard({ person, role }: { person: PublicCard; role: 'driver' | 'sender' }) {
  const { t } = useTranslation();
  return (
    <div className="person request-card__person">
      <Avatar src={person.profilePicture} size={40} />
      <div className="person__text">
        <p className="person__name break">
          <PersonLink userId={person.deleted ? undefined : person.userId}>{personName(person)}</PersonLink>
        </p>
        <p className="person__meta">
          <span>{role === 'driver' ? t('requests.card.driver') : t('requests.card.sender')}</span>
          <span aria-hidden="true">·</span>
          <RatingBadge rating={role === 'sender' ? person.senderRating : person.rating} />
        </p>
      </div>
    </div>
  );
}

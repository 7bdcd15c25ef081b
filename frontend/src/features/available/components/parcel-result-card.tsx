import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar } from '@/components/ui/avatar';
import { ParcelRouteLine } from '@/components/ui/parcel-route-line';
import { ParcelTypeIcon } from '@/components/ui/parcel-type-icon';
import { PersonLink } from '@/components/ui/person-link';
import { formatPrice, personName } from '@/lib/format';
import type { AvailableParcel } from '@/types/api';

import { DetourChip } from './detour-chip';
import { RatingText } from './rating';
import { ResultCard } from './result-card';
import { TrustLine } from './trust-line';
import type { RequestActions } from './use-request-target';

import '@/components/ui/item-card.css';
import '@/components/ui/person-card.css';
import './available.css';

interface ParcelResultCardProps {
  parcel: AvailableParcel;
  actions: RequestActions;
  /** chosen: the list is for one ride of mine (?rideId=), so a detour of 0 means right on its way. */
  chosen: boolean;
  /** map draws the result's "Map" toggle; titleId names the result. */
  map?: (titleId: string) => ReactNode;
}

/**
 * ParcelResultCard is someone's parcel I could carry: what, route and dates, price, the sender (a link to their card,
 * with their rating as a sender), and "Request" or "Approve".
 */
export function ParcelResultCard({ parcel, actions, chosen, map }: ParcelResultCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const sender = personName(parcel.sender);
  return (
    <ResultCard
      titleId={id}
      askedNote={t('available.parcels.askedYou', { name: sender })}
      actions={actions}
      map={map?.(id)}
    >
      <div className="item-card__top">
        <div className="result-card__what">
          <span className="result-card__icon">
            <ParcelTypeIcon type={parcel.type} size={20} />
          </span>
          <div>
            <h2 id={id} className="result-card__title">
              {t(`parcels.types.${parcel.type}`)}
            </h2>
            <p className="result-card__sub">{t('available.card.size', { size: parcel.size })}</p>
          </div>
        </div>
        <span className="item-card__price">{formatPrice(parcel.cost)}</span>
      </div>
      <ParcelRouteLine
        parcel={parcel}
        from={{ label: t('available.filters.from'), when: (date) => t('available.card.pickup', { date }) }}
        to={{ label: t('available.filters.to'), when: (date) => t('available.card.deliverBy', { date }) }}
      />
      <div className="result-card__foot">
        <div className="person result-card__person">
          <Avatar src={parcel.sender?.profilePicture} size={36} />
          <div className="result-card__person-text">
            <p className="person__name">
              <span className="sr-only">{t('available.card.sender')}: </span>
              <PersonLink userId={parcel.sender?.userId}>{sender}</PersonLink>
            </p>
            {parcel.sender && <RatingText rating={parcel.sender.senderRating} />}
            {parcel.sender && <TrustLine person={parcel.sender} as="sender" />}
          </div>
        </div>
        <DetourChip km={parcel.detourKm} chosen={chosen} />
      </div>
    </ResultCard>
  );
}

import { CircleOff, Package, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { DetailSkeleton } from '@/components/ui/detail-skeleton';
import { InstantMark } from '@/components/ui/instant-mark';
import { PersonCard } from '@/components/ui/person-card';
import { RouteLine } from '@/components/ui/route-line';
import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { cityName, formatDateTime, formatDay, formatPrice } from '@/lib/format';
import { useProfileStore } from '@/stores/profile-store';
import type { AvailableParcel, AvailableRide } from '@/types/api';

import { useSharedItem, type SharedItem, type SharedKind } from '../api/get-shared-item';

import '@/components/ui/detail-card.css';
import './available.css';

const isRide = (item: SharedItem): item is AvailableRide => 'rideId' in item;
const isParcel = (item: SharedItem): item is AvailableParcel => 'parcelId' in item;
const dayOf = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date(iso));

/**
 * SharedItemScreen is a shared link's page (/share/ride/:id, /share/parcel/:id): what a stranger sees of the ride or
 * parcel, with "Request" leading to the public search of its route and day, which asks a visitor to sign up first.
 * A ride or parcel no longer on offer says so, and leads to the search. Its owner, signed in, sees it as others do,
 * led to their own page instead.
 */
export function SharedItemScreen({ kind, id }: { kind: SharedKind; id: number }) {
  const { t } = useTranslation();
  const item = useSharedItem(kind, id);
  const me = useProfileStore((s) => s.userId);
  const search = kind === 'ride' ? paths.availableDrivers : paths.availableParcels;
  if (item.isPending) return <DetailSkeleton label={t('share.loading')} />;
  if (item.isError || (!isRide(item.data) && !isParcel(item.data))) {
    return (
      <Screen icon={<CircleOff size={28} aria-hidden="true" />} tone="primary" title={t(`share.closed.${kind}`)}>
        <p className="screen__text muted">{t('share.closed.text')}</p>
        <ButtonLink to={search.getHref()} block>
          {t(`share.find.${kind}`)}
        </ButtonLink>
      </Screen>
    );
  }
  const data = item.data;
  const [from, to] = isRide(data)
    ? [data.departureAddress, data.arrivalAddress]
    : [data.shippingAddress, data.deliveryAddress];
  const when = isRide(data) ? formatDateTime(data.departureDate) : formatDay(data.shippingDate);
  const day = isRide(data) ? dayOf(data.departureDate) : data.shippingDate;
  const person = isRide(data) ? data.driver : data.sender;
  const mine = me !== 0 && person?.userId === me;
  const own = kind === 'ride' ? paths.ride : paths.parcel;
  return (
    <article className="stack stack--lg">
      <header>
        <p className="overline">{t(mine ? `share.yours.${kind}` : `share.overline.${kind}`)}</p>
        <h1 className="page-title break">{t('rides.detail.title', { from: cityName(from), to: cityName(to) })}</h1>
      </header>
      <section className="card detail-card stack" aria-label={t('share.about')}>
        <RouteLine
          from={{ label: t(`${kind}s.fields.from`), place: cityName(from), when }}
          to={{ label: t(`${kind}s.fields.to`), place: cityName(to) }}
        />
        {isRide(data) ? (
          <p className="result-card__places">
            <Users size={16} aria-hidden="true" /> {t('available.drivers.placesLeft', { count: data.freeCapacity })}
          </p>
        ) : (
          <p className="result-card__places">
            <Package size={16} aria-hidden="true" />
            {` ${t(`parcels.types.${data.type}`)} · ${data.size} · ${formatPrice(data.cost)}`}
          </p>
        )}
        {isRide(data) && data.instant && <InstantMark />}
      </section>
      {person && <PersonCard title={t(`share.person.${kind}`)} person={person} rating={person.rating} />}
      {mine ? (
        <>
          <p className="muted">{t('share.yours.text')}</p>
          <ButtonLink to={own.getHref(id)} block>
            {t(`share.yours.open.${kind}`)}
          </ButtonLink>
        </>
      ) : (
        <ButtonLink to={search.getHref({ from: from.placeId, to: to.placeId, date: day })} block>
          {t('share.request')}
        </ButtonLink>
      )}
    </article>
  );
}

import { Phone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar } from '@/components/ui/avatar';
import { PersonLink } from '@/components/ui/person-link';
import { RatingBadge } from '@/components/ui/rating-badge';
import { displayPhone, personName } from '@/lib/format';
import type { Parcel } from '@/types/api';

import '@/components/ui/handover.css';
import '@/components/ui/person-card.css';

/** Row is one labelled line of a handover or delivery card: an icon, what it is, and its value. */
export function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="handover-row">
      {icon}
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** DriverRow is the driver of my parcel: picture, name (to their card), rating, phone and e-mail once shared. */
export function DriverRow({ parcel, label }: { parcel: Parcel; label: string }) {
  const driver = parcel.driver;
  const contact = parcel.driverContact;
  const name = contact ? `${contact.name} ${contact.surname}`.trim() : personName(driver);
  if (!name) return null;
  return (
    <Row icon={<UserRound size={20} aria-hidden="true" />} label={label}>
      <span className="person">
        {driver && <Avatar src={driver.profilePicture} size={40} />}
        <span className="break">
          <PersonLink userId={driver?.userId}>{name}</PersonLink>
          {driver && <RatingBadge rating={driver.rating} className="handover-row__source" />}
          {contact?.phone && (
            <a className="link handover-row__contact" href={`tel:${contact.phone}`}>
              {displayPhone(contact.phone)}
            </a>
          )}
          {contact?.email && (
            <a className="link handover-row__contact" href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          )}
        </span>
      </span>
    </Row>
  );
}

/** DriverActions are "Call" (once the driver's phone is shared) and "Message" to the driver. */
export function DriverActions({ parcel, message }: { parcel: Parcel; message?: ReactNode }) {
  const { t } = useTranslation();
  const phone = parcel.driverContact?.phone;
  if (!phone && !message) return null;
  return (
    <div className="handover-actions">
      {phone && (
        <a className="btn btn--secondary" href={`tel:${phone}`}>
          <Phone size={18} aria-hidden="true" />
          <span>{t('handover.card.call')}</span>
        </a>
      )}
      {message}
    </div>
  );
}

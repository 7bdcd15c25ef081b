import { Mail, Phone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { PersonCard } from '@/components/ui/person-card';
import { displayPhone } from '@/lib/format';
import type { PublicCard, Recipient } from '@/types/api';

import '@/components/ui/detail-card.css';
import '@/components/ui/person-card.css';

/** RecipientCard shows who receives the parcel; contacts only when the server shared them (docs/product.md §2). */
export function RecipientCard({ recipient }: { recipient: Recipient }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="card detail-card" aria-labelledby={id}>
      <h2 id={id} className="detail-card__title">
        {t('parcels.detail.recipient')}
      </h2>
      <p className="person__name break">{[recipient.name, recipient.lastName].filter(Boolean).join(' ')}</p>
      {(recipient.phoneNumber || recipient.emailAddress) && (
        <ul className="contacts">
          {recipient.phoneNumber && (
            <li>
              <Phone size={18} aria-hidden="true" />
              <span className="sr-only">{t('parcels.fields.recipientPhone')}: </span>
              <a className="link" href={`tel:${recipient.phoneNumber}`}>
                {displayPhone(recipient.phoneNumber)}
              </a>
            </li>
          )}
          {recipient.emailAddress && (
            <li>
              <Mail size={18} aria-hidden="true" />
              <span className="sr-only">{t('parcels.fields.recipientEmail')}: </span>
              <a className="link break" href={`mailto:${recipient.emailAddress}`}>
                {recipient.emailAddress}
              </a>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

/**
 * SenderCard introduces the sender to someone else viewing their parcel: name, picture and their rating as a sender
 * (from the drivers who carried for them), no contacts.
 */
export function SenderCard({ sender }: { sender: PublicCard }) {
  const { t } = useTranslation();
  return <PersonCard title={t('parcels.detail.sender')} person={sender} rating={sender.senderRating} />;
}

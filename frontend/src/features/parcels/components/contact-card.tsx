import { Mail, Phone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { displayPhone } from '@/lib/format';
import type { Contact } from '@/types/api';

import '@/components/ui/detail-card.css';
import '@/components/ui/person-card.css';

/** ContactCard shows a person's contacts the server shared (docs/product.md §2): phone to call, e-mail to write. */
export function ContactCard({ title, contact }: { title: string; contact: Contact }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="card detail-card" aria-labelledby={id}>
      <h2 id={id} className="detail-card__title">
        {title}
      </h2>
      <p className="person__name break">{[contact.name, contact.surname].filter(Boolean).join(' ')}</p>
      {(contact.phone || contact.email) && (
        <ul className="contacts">
          {contact.phone && (
            <li>
              <Phone size={18} aria-hidden="true" />
              <span className="sr-only">{t('parcels.people.phone')}: </span>
              <a className="link" href={`tel:${contact.phone}`}>
                {displayPhone(contact.phone)}
              </a>
            </li>
          )}
          {contact.email && (
            <li>
              <Mail size={18} aria-hidden="true" />
              <span className="sr-only">{t('parcels.people.email')}: </span>
              <a className="link break" href={`mailto:${contact.email}`}>
                {contact.email}
              </a>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

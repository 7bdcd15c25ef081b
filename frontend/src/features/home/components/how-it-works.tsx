import { Handshake, PackageCheck, Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import './home.css';

const STEPS = [
  { key: 'post', Icon: Route },
  { key: 'agree', Icon: Handshake },
  { key: 'deliver', Icon: PackageCheck },
] as const;

/** HowItWorks is the signed-out home's line on how Ridepost works, in three steps. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section className="how-it-works" aria-labelledby="how-it-works">
      <h2 id="how-it-works" className="section-title">
        {t('home.public.howTitle')}
      </h2>
      <ol className="how-it-works__steps">
        {STEPS.map(({ key, Icon }) => (
          <li key={key} className="how-it-works__step">
            <Icon size={20} aria-hidden="true" />
            <span>{t(`home.public.how.${key}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

import { PackagePlus, Truck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

import './home.css';

function ActionCard({
  to,
  icon,
  title,
  hint,
  primary,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  hint: string;
  primary?: boolean;
}) {
  const hintId = useId();
  return (
    <Link to={to} className={primary ? 'action-card action-card--primary' : 'action-card'} aria-describedby={hintId}>
      {icon}
      <span className="action-card__title">{title}</span>
      <span className="action-card__hint" id={hintId} aria-hidden="true">
        {hint}
      </span>
    </Link>
  );
}

/** HomeActions are the two big entry points: send a parcel or deliver one. */
export function HomeActions() {
  const { t } = useTranslation();
  return (
    <div className="home-actions">
      <ActionCard
        to={paths.parcelCreate.getHref()}
        icon={<PackagePlus size={28} aria-hidden="true" />}
        title={t('home.sendParcel')}
        hint={t('home.sendParcelHint')}
        primary
      />
      <ActionCard
        to={paths.rideCreate.getHref()}
        icon={<Truck size={28} aria-hidden="true" />}
        title={t('home.deliverParcel')}
        hint={t('home.deliverParcelHint')}
      />
    </div>
  );
}

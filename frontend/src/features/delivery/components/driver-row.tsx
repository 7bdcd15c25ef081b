import { Avatar } from '@/components/ui/avatar';
import { RatingBadge } from '@/components/ui/rating-badge';
import { personName } from '@/lib/format';
import type { PublicCard } from '@/types/api';

import '@/components/ui/person-card.css';

/** DriverRow shows the driver's picture (or the default one), name and rating ("★ 4.5 (12)"). */
export function DriverRow({ driver }: { driver: PublicCard }) {
  return (
    <div className="person">
      <Avatar src={driver.profilePicture} size={48} />
      <div className="person__text">
        <p className="person__name break">{personName(driver)}</p>
        <p className="person__meta">
          <RatingBadge rating={driver.rating} />
        </p>
      </div>
    </div>
  );
}

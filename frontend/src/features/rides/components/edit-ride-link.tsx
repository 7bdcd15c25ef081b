import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** EditRideLink opens the form of my Planned ride, filled in, to change it rather than cancel and post again. */
export function EditRideLink({ rideId }: { rideId: number }) {
  const { t } = useTranslation();
  return (
    <ButtonLink
      variant="secondary"
      block
      icon={<Pencil size={18} aria-hidden="true" />}
      to={paths.rideEdit.getHref(rideId)}
    >
      {t('rides.edit.action')}
    </ButtonLink>
  );
}

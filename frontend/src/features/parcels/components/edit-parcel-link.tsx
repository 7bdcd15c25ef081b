import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** EditParcelLink opens the form of my New parcel, filled in, to change it rather than cancel and post again. */
export function EditParcelLink({ parcelId }: { parcelId: number }) {
  const { t } = useTranslation();
  return (
    <ButtonLink
      variant="secondary"
      block
      icon={<Pencil size={18} aria-hidden="true" />}
      to={paths.parcelEdit.getHref(parcelId)}
    >
      {t('parcels.edit.action')}
    </ButtonLink>
  );
}

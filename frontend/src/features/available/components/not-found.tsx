import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';

/** SearchNotFound: the ride or parcel of ?rideId= / ?parcelId= is not one of mine (or is gone). */
export function SearchNotFound({
  title,
  text,
  searchAll,
}: {
  title: string;
  text: string;
  searchAll: { label: string; href: string };
}) {
  const { t } = useTranslation();
  return (
    <Screen icon={<SearchX size={28} aria-hidden="true" />} title={title}>
      <p className="screen__text muted">{text}</p>
      <div className="stack">
        <ButtonLink to={paths.home.getHref()} block>
          {t('available.common.home')}
        </ButtonLink>
        <ButtonLink to={searchAll.href} variant="secondary" block>
          {searchAll.label}
        </ButtonLink>
      </div>
    </Screen>
  );
}

import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** NotFoundRoute is shown for every unknown address. */
export default function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('layout.notFound.title'));
  return (
    <Screen icon={<MapPinOff size={28} />} title={t('layout.notFound.title')}>
      <p className="screen__text muted">{t('layout.notFound.text')}</p>
      <ButtonLink to={paths.home.getHref()} block>
        {t('layout.notFound.action')}
      </ButtonLink>
    </Screen>
  );
}

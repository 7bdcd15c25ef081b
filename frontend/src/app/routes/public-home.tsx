import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PublicSearch } from '@/features/available/components/public-search';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { CityCombobox } from '@/features/places/components/city-combobox';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * PublicHomeRoute is `/` for a signed-out visitor (docs/product.md §3 Home): the public search first, a line on how
 * Ridepost works, then Sign in and Sign up.
 */
export default function PublicHomeRoute() {
  const { t } = useTranslation();
  useDocumentTitle('');
  return (
    <div className="stack stack--lg">
      <div>
        <h1 className="page-title">{t('home.public.title')}</h1>
        <p className="muted">{t('home.public.subtitle')}</p>
      </div>
      <PublicSearch CityField={CityCombobox} />
      <HowItWorks />
      <div className="public-home__account">
        <ButtonLink to={paths.signup.getHref()}>{t('home.public.signUp')}</ButtonLink>
        <ButtonLink to={paths.signin.getHref()} variant="secondary">
          {t('home.public.signIn')}
        </ButtonLink>
      </div>
    </div>
  );
}

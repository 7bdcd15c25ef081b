import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';
import { AboutYourselfForm } from '@/features/auth/components/about-yourself-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * AboutYourselfRoute is the second sign-up step: who the new user is. A would-be driver is offered to add
 * a car next ("Add your car", skippable), then goes on to confirm the e-mail like everyone else.
 */
export default function AboutYourselfRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('auth.aboutYourself.title'));
  return (
    <Screen title={t('auth.aboutYourself.title')} subtitle={t('auth.aboutYourself.subtitle')}>
      <AboutYourselfForm
        onSuccess={(wantsToDrive) =>
          void navigate(
            wantsToDrive ? paths.newVehicle.getHref(paths.confirmEmail.getHref()) : paths.confirmEmail.getHref(),
          )
        }
      />
    </Screen>
  );
}

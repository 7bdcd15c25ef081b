import { useTranslation } from 'react-i18next';

import { ProfileMenu } from '@/features/profile/components/profile-menu';
import { useDocumentTitle } from '@/lib/use-document-title';

/** ProfileRoute: who I am and the profile's settings menu. */
export default function ProfileRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('profile.menu.title'));
  return (
    <div className="stack stack--lg">
      <ProfileMenu />
    </div>
  );
}

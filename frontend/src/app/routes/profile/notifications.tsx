import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { NotificationSettings } from '@/features/notifications/components/notification-settings';
import { BackLink } from '@/features/profile/components/back-link';
import { useDocumentTitle } from '@/lib/use-document-title';

import '@/components/ui/screen.css';

/** ProfileNotificationsRoute: how I am told of things, on this device (Web Push) and by e-mail per kind. */
export default function ProfileNotificationsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('notifications.settings.title'));
  return (
    <>
      <div className="stack stack--lg">
        <header className="page-header">
          <h1 className="page-title">{t('notifications.settings.title')}</h1>
          <p className="muted">{t('notifications.settings.subtitle')}</p>
        </header>
        <NotificationSettings />
      </div>
      <div className="screen__footer">
        <BackLink to={paths.profile.getHref()}>{t('profile.back')}</BackLink>
      </div>
    </>
  );
}

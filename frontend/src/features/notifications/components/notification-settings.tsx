import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { errorMessage } from '@/lib/errors';

import { useNotificationSettings } from '../api/get-notification-settings';

import { DevicePushSetting } from './device-push-setting';
import { EmailSettings } from './email-settings';

import './notification-settings.css';

/** NotificationSettings loads my settings and shows this device's notifications, then e-mail per kind. */
export function NotificationSettings() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  if (settings.isPending) return <ListSkeleton label={t('notifications.settings.loading')} count={2} />;
  if (settings.isError) {
    return (
      <EmptyState
        icon={<CloudOff size={32} aria-hidden="true" />}
        title={t('notifications.settings.loadError')}
        text={errorMessage(settings.error)}
        action={
          <Button variant="secondary" loading={settings.isFetching} onClick={() => void settings.refetch()}>
            {t('notifications.settings.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="stack stack--lg">
      <DevicePushSetting push={settings.data.push} />
      <EmailSettings email={settings.data.email} />
    </div>
  );
}

import { CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';

import { useUnreadCount } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-read';

/** MarkAllReadButton marks every notification of mine read; it shows only while some are unread. */
export function MarkAllReadButton() {
  const { t } = useTranslation();
  const unread = useUnreadCount().data ?? 0;
  const markAll = useMarkAllRead();
  if (unread === 0) return null;
  return (
    <Button
      variant="secondary"
      className="notifications__mark-all"
      icon={<CheckCheck size={18} aria-hidden="true" />}
      loading={markAll.isPending}
      onClick={() =>
        markAll.mutate(undefined, {
          onSuccess: () => toast.success(t('notifications.markedAllRead')),
          onError: toastError,
        })
      }
    >
      {t('notifications.markAllRead')}
    </Button>
  );
}

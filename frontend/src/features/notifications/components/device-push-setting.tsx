import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { SwitchField } from '@/components/ui/switch-field';
import { isApiError } from '@/lib/api-client';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';

import { PushPermissionError, useDevicePush, type DevicePushChange } from '../api/device-push';
import { usePushDevice } from '../api/get-notification-settings';
import { deviceSwitch } from '../utils/settings';

/** DevicePushSetting is "Notifications on this device" (Web Push), with why it cannot be used where it cannot. */
export function DevicePushSetting({ push }: { push: boolean }) {
  const { t } = useTranslation();
  const device = usePushDevice();
  const turn = useDevicePush();
  const state = deviceSwitch(device.data, push);

  const failed = (err: unknown) => {
    if (err instanceof PushPermissionError)
      toast.error(
        t(
          err.permission === 'denied'
            ? 'notifications.settings.device.denied'
            : 'notifications.settings.device.dismissed',
        ),
      );
    else if (isApiError(err)) toastError(err);
    else toast.error(t('notifications.settings.device.failed'));
  };
  const onChange = (on: boolean) => {
    // One change at a time; the switch stays focusable meanwhile (a disabled one would drop the focus).
    if (turn.isPending) return;
    // The browser asks only in answer to a click: the question goes now, its answer with the change.
    const change: DevicePushChange = on ? { on, permission: Notification.requestPermission() } : { on };
    turn.mutate(change, {
      onSuccess: () =>
        toast.success(t(on ? 'notifications.settings.device.turnedOn' : 'notifications.settings.device.turnedOff')),
      onError: failed,
    });
  };

  return (
    <section className="card settings-card" aria-labelledby="device-settings-title">
      <h2 id="device-settings-title" className="settings-card__title">
        <BellRing size={20} aria-hidden="true" />
        {t('notifications.settings.device.title')}
      </h2>
      <SwitchField
        label={t('notifications.settings.device.label')}
        hint={t('notifications.settings.device.hint')}
        checked={state.checked}
        disabled={state.disabled}
        aria-busy={turn.isPending || undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      {state.blocked && (
        <p className="settings-card__blocked" role="note">
          {t(`notifications.settings.device.${state.blocked}`)}
        </p>
      )}
    </section>
  );
}

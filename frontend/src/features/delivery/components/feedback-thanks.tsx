import { HeartHandshake, LogIn, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '@/components/ui/button';
import { Screen } from '@/components/ui/screen';
import { paths } from '@/config/paths';

import './delivery.css';

/** FeedbackThanks closes the recipient's visit, and invites them to send parcels themselves. */
export function FeedbackThanks() {
  const { t } = useTranslation();
  return (
    <Screen icon={<HeartHandshake size={28} aria-hidden="true" />} tone="success" title={t('delivery.thanks.title')}>
      <p className="screen__text muted">{t('delivery.thanks.text')}</p>
      <div className="delivery-invite">
        <p>{t('delivery.thanks.invite')}</p>
        <div className="stack">
          <ButtonLink to={paths.signup.getHref()} block icon={<UserPlus size={20} aria-hidden="true" />}>
            {t('delivery.thanks.signUp')}
          </ButtonLink>
          <ButtonLink
            to={paths.signin.getHref()}
            variant="secondary"
            block
            icon={<LogIn size={20} aria-hidden="true" />}
          >
            {t('delivery.thanks.signIn')}
          </ButtonLink>
        </div>
      </div>
    </Screen>
  );
}

import {
  BadgeCheck,
  Bell,
  Car,
  ChevronRight,
  CircleAlert,
  KeyRound,
  Languages,
  LogOut,
  Mail,
  MessageCircle,
  Route,
  ShieldBan,
  UserPen,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { currentLanguage } from '@/i18n';
import { useProfileStore } from '@/stores/profile-store';

import { AvatarUpload } from './avatar-upload';
import { ProfileStats } from './profile-stats';

import '@/components/ui/status-tag.css';
import './profile.css';

function MenuItem({ to, icon, label, value }: { to: string; icon: ReactNode; label: string; value?: string }) {
  return (
    <li>
      <Link to={to} className="menu__item">
        <span className="menu__icon">{icon}</span>
        <span className="menu__label">{label}</span>
        {value && <span className="menu__value">{value}</span>}
        <ChevronRight size={20} aria-hidden="true" className="menu__chevron" />
      </Link>
    </li>
  );
}

/** ProfileCard shows who is signed in: the picture (tap to change), name, e-mail and its state, rating. */
export function ProfileCard() {
  const { t } = useTranslation();
  const { userId, name, surname, email, emailVerified } = useProfileStore();
  const fullName = [name, surname].filter(Boolean).join(' ');
  return (
    <section className="card profile-card">
      <AvatarUpload />
      <h1 className="profile-card__name break">{fullName || t('profile.menu.noName')}</h1>
      <p className="profile-card__email break">{email}</p>
      <span className={emailVerified ? 'tag tag--green' : 'tag tag--amber'}>
        {emailVerified ? <BadgeCheck size={14} aria-hidden="true" /> : <CircleAlert size={14} aria-hidden="true" />}
        {emailVerified ? t('profile.menu.verified') : t('profile.menu.notVerified')}
      </span>
      <ProfileStats userId={userId} />
    </section>
  );
}

/** ProfileMenu shows who is signed in and links to the profile's settings. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const icon = (Icon: typeof Mail) => <Icon size={20} aria-hidden="true" />;
  return (
    <>
      <ProfileCard />
      <nav className="card menu" aria-label={t('profile.menu.navLabel')}>
        <ul>
          <MenuItem to={paths.profileGeneral.getHref()} icon={icon(UserPen)} label={t('profile.menu.editProfile')} />
          <MenuItem to={paths.profileEmail.getHref()} icon={icon(Mail)} label={t('profile.menu.editEmail')} />
          <MenuItem to={paths.profilePassword.getHref()} icon={icon(KeyRound)} label={t('profile.menu.editPassword')} />
          <MenuItem to={paths.myVehicles.getHref()} icon={icon(Car)} label={t('profile.menu.vehicles')} />
          <MenuItem to={paths.messages.getHref()} icon={icon(MessageCircle)} label={t('messages.title')} />
          <MenuItem to={paths.myAlerts.getHref()} icon={icon(Route)} label={t('profile.menu.alerts')} />
          <MenuItem
            to={paths.profileNotifications.getHref()}
            icon={icon(Bell)}
            label={t('profile.menu.notifications')}
          />
          <MenuItem to={paths.blockedUsers.getHref()} icon={icon(ShieldBan)} label={t('blocked.menu')} />
          <MenuItem
            to={paths.profileLanguage.getHref()}
            icon={icon(Languages)}
            label={t('profile.menu.language')}
            value={t(`common.languages.${currentLanguage()}`)}
          />
          <MenuItem to={paths.signOut.getHref()} icon={icon(LogOut)} label={t('profile.menu.signOut')} />
        </ul>
      </nav>
    </>
  );
}

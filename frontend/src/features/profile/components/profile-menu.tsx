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
  Shield,
  ShieldBan,
  UserPen,
  UserX,
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

interface MenuItemProps {
  to: string;
  icon: ReactNode;
  label: string;
  value?: string;
  /** tone "danger" marks an item that leads to something that cannot be undone (deleting the account). */
  tone?: 'danger';
}

function MenuItem({ to, icon, label, value, tone }: MenuItemProps) {
  return (
    <li>
      <Link to={to} className={tone ? `menu__item menu__item--${tone}` : 'menu__item'}>
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
  const admin = useProfileStore((s) => s.role === 'admin');
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
          {admin && <MenuItem to={paths.admin.getHref()} icon={icon(Shield)} label={t('admin.menu')} />}
          <MenuItem to={paths.signOut.getHref()} icon={icon(LogOut)} label={t('profile.menu.signOut')} />
          <MenuItem
            to={paths.deleteAccount.getHref()}
            icon={icon(UserX)}
            label={t('deleteAccount.menu')}
            tone="danger"
          />
        </ul>
      </nav>
    </>
  );
}

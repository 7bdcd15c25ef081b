import { BadgeCheck, ChevronRight, CircleAlert, Languages, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { currentLanguage } from '@/i18n';
import { useProfileStore } from '@/stores/profile-store';

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

/** ProfileMenu shows who is signed in and links to the profile's settings. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { name, surname, email, profilePicture, emailVerified } = useProfileStore();
  const fullName = [name, surname].filter(Boolean).join(' ');

  return (
    <>
      <section className="card profile-card">
        <Avatar src={profilePicture} size={88} />
        <h1 className="profile-card__name">{fullName || t('profile.menu.noName')}</h1>
        <p className="profile-card__email break">{email}</p>
        <span className={emailVerified ? 'tag tag--green' : 'tag tag--amber'}>
          {emailVerified ? <BadgeCheck size={14} aria-hidden="true" /> : <CircleAlert size={14} aria-hidden="true" />}
          {emailVerified ? t('profile.menu.verified') : t('profile.menu.notVerified')}
        </span>
      </section>
      <nav className="card menu" aria-label={t('profile.menu.navLabel')}>
        <ul>
          <MenuItem
            to={paths.profileLanguage.getHref()}
            icon={<Languages size={20} aria-hidden="true" />}
            label={t('profile.menu.language')}
            value={t(`common.languages.${currentLanguage()}`)}
          />
          <MenuItem to={paths.signOut.getHref()} icon={<LogOut size={20} aria-hidden="true" />} label={t('profile.menu.signOut')} />
        </ul>
      </nav>
    </>
  );
}

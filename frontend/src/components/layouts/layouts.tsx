import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';

import { Avatar } from '@/components/ui/avatar';
import { LanguageToggle } from '@/components/ui/language-toggle';
import { LogoMark } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/stores/auth-store';
import { useProfileStore } from '@/stores/profile-store';

import { Header } from './header';
import { NavigationProgress } from './navigation-progress';
import { OfflineBanner } from './offline-banner';

import '@/components/ui/header-count-link.css';
import './layouts.css';

function Main() {
  return (
    <main id="main" className="main">
      <OfflineBanner />
      <Outlet />
    </main>
  );
}

/**
 * FullLayout: header with the logo, then Search (Home's search), the bell (the app's, passed in) and the avatar
 * linking to the profile. A signed-out visitor (the public search, lists and cards) gets the language toggle and
 * "Sign in" instead.
 */
export function FullLayout({ bell }: { bell?: ReactNode }) {
  const { t } = useTranslation();
  const picture = useProfileStore((s) => s.profilePicture);
  const signedIn = useAuthStore((s) => s.token !== '');
  return (
    <div className="layout">
      <NavigationProgress />
      <Header>
        {signedIn ? (
          <div className="header__actions">
            <Link
              to={`${paths.home.getHref()}#search`}
              className="header-count-link"
              aria-label={t('layout.searchLink')}
            >
              <Search size={24} aria-hidden="true" />
            </Link>
            {bell}
            <Link to={paths.profile.getHref()} className="header__avatar" aria-label={t('layout.profileLink')}>
              <Avatar src={picture} size={40} />
            </Link>
          </div>
        ) : (
          <div className="header__actions">
            <LanguageToggle />
            <Link to={paths.signin.getHref()} className="header__signin">
              {t('layout.signIn')}
            </Link>
          </div>
        )}
      </Header>
      <Main />
    </div>
  );
}

/** PlainLayout ("without avatar"): header with the logo; signed-out visitors also get the language toggle. */
export function PlainLayout() {
  const signedIn = useAuthStore((s) => s.token !== '');
  return (
    <div className="layout">
      <NavigationProgress />
      <Header>{!signedIn && <LanguageToggle />}</Header>
      <Main />
    </div>
  );
}

/** BareLayout ("without header"): screens opened from an e-mailed link, with only the brand centred above them. */
export function BareLayout() {
  const { t } = useTranslation();
  return (
    <div className="layout layout--bare">
      <NavigationProgress />
      <header className="bare-brand">
        <LogoMark size={40} label={t('layout.brand')} />
        <span aria-hidden="true">{t('layout.brand')}</span>
      </header>
      <Main />
    </div>
  );
}

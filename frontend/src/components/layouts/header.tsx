import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { LogoMark } from '@/components/ui/logo';
import { paths } from '@/config/paths';

import './header.css';

/** Header is the app bar: the logo and brand linking home, and whatever the layout puts on the right. */
export function Header({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="header">
      <div className="header__inner">
        <Link to={paths.home.getHref()} className="header__brand" aria-label={t('layout.homeLink')}>
          <LogoMark />
          <span aria-hidden="true">{t('layout.brand')}</span>
        </Link>
        {children}
      </div>
    </header>
  );
}

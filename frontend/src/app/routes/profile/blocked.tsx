import { useTranslation } from 'react-i18next';

import { paths } from '@/config/paths';
import { BackLink } from '@/features/profile/components/back-link';
import { BlockedList } from '@/features/users/components/blocked-list';
import { useDocumentTitle } from '@/lib/use-document-title';

import '@/components/ui/screen.css';

/** BlockedUsersRoute: the users I have blocked, to unblock one (docs/product.md §3 "BlockedUsers"). */
export default function BlockedUsersRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('blocked.title'));
  return (
    <>
      <div className="stack stack--lg">
        <header className="page-header">
          <h1 className="page-title">{t('blocked.title')}</h1>
          <p className="muted">{t('blocked.subtitle')}</p>
        </header>
        <BlockedList />
      </div>
      <div className="screen__footer">
        <BackLink to={paths.profile.getHref()}>{t('profile.back')}</BackLink>
      </div>
    </>
  );
}

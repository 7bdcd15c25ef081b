import { UserSearch as UserSearchIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/empty-state';
import { InputField } from '@/components/ui/input-field';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { useAdminUsers } from '../api/get-users';

import { PagedList } from './paged-list';
import { UserItem } from './user-item';

import './admin.css';

/** SEARCH_DELAY_MS is how long the search waits for the admin to stop typing. */
const SEARCH_DELAY_MS = 300;

/** UserSearch finds accounts by the start of their e-mail or name (all, newest first, when empty). */
export function UserSearch() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const users = useAdminUsers(q);
  return (
    <div className="stack">
      <search>
        <InputField
          name="q"
          type="search"
          label={t('admin.users.search')}
          hint={t('admin.users.searchHint')}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </search>
      <PagedList
        query={users}
        label={t('admin.users.listLabel')}
        keyOf={(u) => u.userId}
        empty={
          <EmptyState
            icon={<UserSearchIcon size={28} aria-hidden="true" />}
            title={t('admin.users.empty.title')}
            text={t('admin.users.empty.text')}
          />
        }
      >
        {(user) => <UserItem user={user} />}
      </PagedList>
    </div>
  );
}

import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';

import { groupEntries, PAST_SHOWN, type ListEntry } from '../utils/group-items';

import './home.css';

/** HomeEntry is a list entry with its card. */
export type HomeEntry = ListEntry & { node: ReactNode };

function Group({
  title,
  entries,
  listId,
  children,
}: {
  title: string;
  entries: HomeEntry[];
  listId?: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section className="stack home-group" aria-labelledby={id}>
      <h2 id={id} className="home-group__title">
        {title}
      </h2>
      {entries.length > 0 && (
        <ul id={listId} className="stack" aria-labelledby={id}>
          {entries.map((e) => (
            <li key={e.key}>{e.node}</li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

interface ActivePastListProps {
  entries: HomeEntry[];
  /** noActive is the note shown when nothing is active but there is history. */
  noActive: string;
}

/** ActivePastList shows my items in two groups, Active and Past; Past folds after PAST_SHOWN with "Show all N". */
export function ActivePastList({ entries, noActive }: ActivePastListProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { active, past } = groupEntries(entries);
  const folds = past.length > PAST_SHOWN;
  const shownPast = folds && !expanded ? past.slice(0, PAST_SHOWN) : past;
  return (
    <div className="stack stack--lg">
      <Group title={t('home.active')} entries={active}>
        {active.length === 0 && <p className="muted">{noActive}</p>}
      </Group>
      {past.length > 0 && (
        <Group title={t('home.past')} entries={shownPast} listId={listId}>
          {folds && (
            <Button
              variant="ghost"
              className="home-group__toggle"
              aria-expanded={expanded}
              aria-controls={listId}
              icon={
                expanded ? <ChevronUp size={18} aria-hidden="true" /> : <ChevronDown size={18} aria-hidden="true" />
              }
              onClick={() => setExpanded((v) => !v)}
            >
              {expanded ? t('home.showFewer') : t('home.showAll', { count: past.length })}
            </Button>
          )}
        </Group>
      )}
    </div>
  );
}

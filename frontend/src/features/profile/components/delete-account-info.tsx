import { Download, EyeOff, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EXPORT_PATH } from '../api/delete-account';

import '@/components/ui/button.css';
import './profile.css';

// What goes and what stays, in the order the screen lists them (deleteAccount.erased.* and .kept.*).
const ERASED = ['profile', 'vehicles', 'messages', 'recipients', 'settings', 'sessions'] as const;
const KEPT = ['ratings', 'history'] as const;

function Section({ icon, title, items }: { icon: ReactNode; title: string; items: string[] }) {
  return (
    <section className="erase-list">
      <h2 className="erase-list__title">
        {icon}
        {title}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * DeleteAccountInfo says what deleting the account erases and what stays, without a name, for the other side of
 * each delivery; and offers a copy of everything stored about the user first (a JSON download).
 */
export function DeleteAccountInfo() {
  const { t } = useTranslation();
  const erased = ERASED.map((key) => t(`deleteAccount.erased.${key}`));
  const kept = KEPT.map((key) => t(`deleteAccount.kept.${key}`));
  return (
    <>
      <Section icon={<Trash2 size={18} aria-hidden="true" />} title={t('deleteAccount.erased.title')} items={erased} />
      <Section icon={<EyeOff size={18} aria-hidden="true" />} title={t('deleteAccount.kept.title')} items={kept} />
      <div className="export-box">
        <p>{t('deleteAccount.export.text')}</p>
        <a className="btn btn--secondary btn--block" href={EXPORT_PATH} download>
          <Download size={18} aria-hidden="true" />
          <span>{t('deleteAccount.export.link')}</span>
        </a>
      </div>
    </>
  );
}

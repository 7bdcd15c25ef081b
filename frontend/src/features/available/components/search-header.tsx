import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

import './available.css';

/**
 * SearchHeader heads a search screen; when the search is for one of my parcels or rides, a link leads back to
 * it from the start.
 */
export function SearchHeader({
  title,
  subtitle,
  back,
}: {
  title: string;
  subtitle: string;
  back?: { label: string; href: string };
}) {
  return (
    <div className="page-header">
      {back && (
        <Link className="link link--with-icon search-header__back" to={back.href}>
          <ArrowLeft size={18} aria-hidden="true" />
          {back.label}
        </Link>
      )}
      <h1 className="page-title">{title}</h1>
      <p className="muted">{subtitle}</p>
    </div>
  );
}

import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** BackLink is the footer link of a settings screen back to where it was opened from. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link className="link link--with-icon" to={to}>
      <ArrowLeft size={18} aria-hidden="true" />
      {children}
    </Link>
  );
}

import { Pencil } from 'lucide-react';

import { ButtonLink } from '@/components/ui/button';

/** EditLink opens the form of something of mine, filled in, to change it rather than cancel and post it again. */
export function EditLink({ to, label }: { to: string; label: string }) {
  return (
    <ButtonLink variant="secondary" block icon={<Pencil size={18} aria-hidden="true" />} to={to}>
      {label}
    </ButtonLink>
  );
}

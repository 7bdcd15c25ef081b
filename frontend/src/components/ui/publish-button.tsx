import { Lock } from 'lucide-react';
import { useId } from 'react';

import { Button } from './button';

import './publish-button.css';

interface PublishButtonProps {
  label: string;
  loading?: boolean;
  /** blockers say what must happen before publishing; while there are any, the button is disabled and says why. */
  blockers: string[];
}

/**
 * PublishButton is a create form's submit button. When something blocks publishing (an unverified e-mail, no
 * vehicle), it stays disabled and the reasons sit right under it, tied to it with aria-describedby.
 */
export function PublishButton({ label, loading, blockers }: PublishButtonProps) {
  const id = useId();
  const blocked = blockers.length > 0;
  return (
    <div className="publish-button">
      <Button type="submit" block loading={loading} disabled={blocked} aria-describedby={blocked ? id : undefined}>
        {label}
      </Button>
      {blocked && (
        <p id={id} className="publish-button__why">
          <Lock size={16} aria-hidden="true" />
          <span>{blockers.join(' ')}</span>
        </p>
      )}
    </div>
  );
}

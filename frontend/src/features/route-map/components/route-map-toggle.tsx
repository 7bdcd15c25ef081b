import { Map as MapIcon } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import type { RouteMapToggleProps } from '@/types/route-map';

import './route-map-frame.css';

/**
 * RouteMapDeferred is the route map with its frame and words in a chunk of their own: a list shows many results
 * and opens few maps (a card's toggle, the map beside a laptop's list), so they load on the first one shown.
 */
export const RouteMapDeferred = lazy(() => import('./route-map-lazy').then((m) => ({ default: m.RouteMapLazy })));

/**
 * RouteMapToggle is a "Map" button that opens the route's map under it and closes it again, so that a list's
 * cards stay short; the map's code loads the first time one opens.
 */
export function RouteMapToggle({ describedBy, ...props }: RouteMapToggleProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="route-map-toggle">
      <Button
        variant="ghost"
        className="btn--small route-map-toggle__button"
        icon={<MapIcon size={16} aria-hidden="true" />}
        aria-expanded={open}
        aria-controls={id}
        aria-describedby={describedBy}
        onClick={() => setOpen((o) => !o)}
      >
        {t('routeMap.show')}
      </Button>
      <div id={id} hidden={!open}>
        {open && (
          <Suspense fallback={<div className="route-map__box" />}>
            <RouteMapDeferred {...props} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

import { useLocation, useParams } from 'react-router';

import { SharedItemScreen } from '@/features/available/components/shared-item-screen';
import { idParam } from '@/lib/id-param';

import NotFoundRoute from '../not-found';

/** SharedItemRoute: a shared link's page (docs/product.md §6 /share/ride/:id, /share/parcel/:id), open signed out. */
export default function SharedItemRoute() {
  const id = idParam(useParams().id ?? null);
  const kind = useLocation().pathname.startsWith('/share/parcel/') ? 'parcel' : 'ride';
  if (!id) return <NotFoundRoute />;
  return <SharedItemScreen key={`${kind}-${id}`} kind={kind} id={id} />;
}

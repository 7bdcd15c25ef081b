import { useParams } from 'react-router';

import { UserCardScreen } from '@/features/users/components/user-card-screen';
import { idParam } from '@/lib/id-param';

import NotFoundRoute from '../not-found';

/** UserRoute: a user's public card (docs/product.md §3 "UserCard"); an unknown user is the not-found screen. */
export default function UserRoute() {
  const id = idParam(useParams().id ?? null);
  if (!id) return <NotFoundRoute />;
  return <UserCardScreen key={id} userId={id} notFound={<NotFoundRoute />} />;
}

import { AdminScreen } from '@/features/admin/components/admin-screen';
import { useProfileStore } from '@/stores/profile-store';

import NotFoundRoute from './not-found';

/** AdminRoute: the admin desk (docs/product.md §3 "Admin"); anyone but an admin gets the not-found screen. */
export default function AdminRoute() {
  const admin = useProfileStore((s) => s.role === 'admin');
  if (!admin) return <NotFoundRoute />;
  return <AdminScreen notFound={<NotFoundRoute />} />;
}

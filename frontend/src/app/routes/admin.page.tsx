import { AdminApp } from '../../features/admin/components/admin-app.component';

/** The back office: one lazy chunk, so the public pages never download it. */
export default function AdminPage() {
  return <AdminApp />;
}

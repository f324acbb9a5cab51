import { useSignedInUser } from '../../../app/providers/auth-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { EmployerDashboard } from '../components/employer-dashboard.tsx';
import { SeekerDashboard } from '../components/seeker-dashboard.tsx';

/** Behind <RequireAuth> (which shows the spinner while the session loads). */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const user = useSignedInUser();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      {user.role === 'employer' ? <EmployerDashboard user={user} /> : <SeekerDashboard user={user} />}
    </div>
  );
}

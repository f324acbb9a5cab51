import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';

/** Placeholder until the applications issue. */
export function ApplicationsPage() {
  return <ComingSoonPage title="My Applications" />;
}

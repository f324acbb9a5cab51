import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';

/** Placeholder until the jobs issue: the list, filters and pagination land here. */
export function JobsPage() {
  return <ComingSoonPage title="Remote Jobs" backTo="/" backLabel="Back to Home" />;
}

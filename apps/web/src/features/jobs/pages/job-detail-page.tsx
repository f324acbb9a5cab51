import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';

/** Placeholder until the jobs issue: job details and applying land here. */
export function JobDetailPage() {
  return <ComingSoonPage title="Job Details" backTo="/" backLabel="Back to Home" />;
}

import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';

/** Placeholder until the companies issue. */
export function CompanyDetailPage() {
  return <ComingSoonPage title="Company Details" backTo="/" backLabel="Back to Home" />;
}

import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';

/** Placeholder until the companies issue. */
export function CompaniesPage() {
  return <ComingSoonPage title="Companies" backTo="/" backLabel="Back to Home" />;
}

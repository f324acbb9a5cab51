import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';

/** Placeholder until the categories issue. */
export function CategoriesPage() {
  return <ComingSoonPage title="All Job Categories" backTo="/" backLabel="Back to Home" />;
}

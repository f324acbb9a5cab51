import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { HeroSection } from '../components/hero-section.tsx';
import { LatestJobsSection } from '../components/latest-jobs-section.tsx';
import { MobileAppSection } from '../components/mobile-app-section.tsx';
import { FiguresSection, PitchSections } from '../components/pitch-sections.tsx';
import { TopCompaniesSection } from '../components/top-companies-section.tsx';

/** Spec "Home" (/): hero with search and globe, latest jobs, top companies, pitches, figures, mobile app. */
export function HomePage() {
  useDocumentTitle('Find Remote Jobs');
  return (
    <>
      <HeroSection />
      <LatestJobsSection />
      <TopCompaniesSection />
      <PitchSections />
      <FiguresSection />
      <MobileAppSection />
    </>
  );
}

import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';

/** Placeholder until the resume issue. */
export function UploadResumePage() {
  return <ComingSoonPage title="Upload Resume" />;
}

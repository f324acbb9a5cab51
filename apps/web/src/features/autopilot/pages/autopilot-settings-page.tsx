import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AutopilotGate } from '../components/autopilot-gate.tsx';
import { AutopilotHeader } from '../components/autopilot-header.tsx';
import { OutcomesSection } from '../components/outcomes-section.tsx';
import { ReviewQueue } from '../components/review-queue.tsx';
import { SettingsSection } from '../components/settings-section.tsx';
import { StatusPanel } from '../components/status-panel.tsx';

/**
 * /autopilot and /autopilot/settings (one screen, spec section 2): where Autopilot stands, what waits for the
 * seeker, its settings, and what came of its applications. Each section loads and fails on its own, so a slow or
 * failing part never hides the others.
 */
export function AutopilotSettingsPage() {
  useDocumentTitle('Autopilot Settings');
  return (
    <AutopilotGate>
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 lg:py-10">
        <AutopilotHeader />
        <StatusPanel />
        <ReviewQueue />
        <SettingsSection />
        <OutcomesSection />
      </div>
    </AutopilotGate>
  );
}

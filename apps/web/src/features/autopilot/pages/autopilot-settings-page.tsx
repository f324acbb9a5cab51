import { ComingSoonPage } from '../../../components/coming-soon-page.tsx';

/** Placeholder until the Autopilot issue; serves both /autopilot and /autopilot/settings. */
export function AutopilotSettingsPage() {
  return <ComingSoonPage title="Autopilot Settings" />;
}

import { useQuery } from '@tanstack/react-query';
import { autopilotMessages, defaultAutopilotSettings } from '@orbit/shared/autopilot-contracts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { autopilotSettingsQuery } from '../api/autopilot-api.ts';
import { SettingsForm } from './settings-form.tsx';

/**
 * The settings card: the saved settings (or, with none saved, the shared defaults of spec section 9) in the form, or
 * the spec's load-failure text with a retry. The form is never shown on made-up values after a failed load: saving
 * those would overwrite the seeker's real settings.
 */
export function SettingsSection() {
  const settings = useQuery(autopilotSettingsQuery);
  return (
    <section aria-labelledby="autopilot-settings-heading">
      <Card className="p-5 sm:p-8">
        <h2 id="autopilot-settings-heading" className="text-lg font-semibold text-slate-900">
          Settings
        </h2>
        <div className="mt-5">
          {settings.isPending ? (
            <Spinner label="Loading your settings..." showLabel />
          ) : settings.isError ? (
            <Notice tone="error">
              <p>{autopilotMessages.loadFailed}</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void settings.refetch()}>
                Try again
              </Button>
            </Notice>
          ) : (
            <SettingsForm settings={settings.data ?? defaultAutopilotSettings} />
          )}
        </div>
      </Card>
    </section>
  );
}

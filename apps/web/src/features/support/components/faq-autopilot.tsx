import { Section, TextLink, Topic } from '../../../components/info-page.tsx';
import { helpFigures } from '../../../lib/help-figures.ts';

const defaults = helpFigures.autopilot;

export function FaqAutopilot() {
  return (
    <Section id="autopilot" title="Autopilot">
      <Topic title="What does Autopilot do?">
        <p>
          It looks at new jobs for you every hour (and right after new jobs arrive, or when you press “Scan now”) and
          applies, or proposes applications, within the limits and filters you set on the{' '}
          <TextLink to="/autopilot">Autopilot page</TextLink>. It is off until you turn it on, and needs a verified
          e-mail address, a resume we could read, a location in a country and your skills.
        </p>
      </Topic>
      <Topic title="How does Autopilot decide?">
        <p>For each job, in this order, and it stops at the first “no”:</p>
        <ol className="list-decimal space-y-1.5 pl-6">
          <li>
            <strong className="text-slate-900">May you apply from where you live?</strong> It reads the employer’s own
            eligibility, or the job’s words. When the job does not say, Autopilot only proposes it: it never sends it by
            itself.
          </li>
          <li>
            <strong className="text-slate-900">Your filters:</strong> keywords, location preference, minimum salary,
            experience level, job types and excluded companies. An employer may also ask not to receive applications
            from Autopilot.
          </li>
          <li>
            <strong className="text-slate-900">The match score</strong> must reach your minimum (
            {defaults.minimumMatchScore}% unless you change it). A job that could not be scored is skipped.
          </li>
          <li>
            <strong className="text-slate-900">Never twice:</strong> not a job you already applied to (withdrawn ones
            included), not a repost of a role you applied to in the last {helpFigures.repostWindowDays} days, and one
            application per company every {helpFigures.companyCooldownDays} days.
          </li>
          <li>
            <strong className="text-slate-900">How the job is applied to:</strong> jobs on Orbit Jobs and employers’ own
            application systems are sent when you chose “Apply automatically”, or proposed for your approval when you
            chose “Ask me before each application” (the default). Applications by e-mail always wait for your approval.
            Jobs applied to on the employer’s own site or form become suggestions for you to apply to yourself. A
            proposal you do not answer expires after {defaults.proposalLifetimeDays} days.
          </li>
        </ol>
      </Topic>
      <Topic title="What keeps it within limits?">
        <p>
          Your daily and weekly limits (by default {defaults.dailyLimit} a day and {defaults.weeklyLimit} a week) count
          in your own time zone, and sends are spread through the day rather than sent in a burst. “Stop now” cancels
          every send still waiting. Three failed sends in a row, or a resume we cannot read, pause Autopilot and tell
          you why.
        </p>
      </Topic>
      <Topic title="Where do I see what it did?">
        <p>
          On <TextLink to="/autopilot/activity">Autopilot activity</TextLink>: every decision with its reason, its score
          and the exact letter that was or would be sent. Your applications show an Autopilot badge, and the employer
          sees that Autopilot sent it.
        </p>
      </Topic>
    </Section>
  );
}

import { Bullets, Section, TextLink, Topic } from '../../../components/info-page.tsx';
import { helpFigures } from '../../../lib/help-figures.ts';

export function FaqSafety() {
  return (
    <Section id="safety" title="Scams and safety">
      <Topic title="How do I report a scam or a misleading job?">
        <p>
          Under every job’s description, “Report this job” opens our contact form with the job filled in; or use the{' '}
          <TextLink to="/contact?topic=report-job">contact form with the topic “Report a job”</TextLink> and paste the
          address of the job’s page. Tell us what looks wrong. We read every report. A job posted on Orbit Jobs that
          breaks our <TextLink to="/terms">terms</TextLink> is taken down; a job from another board is reported to that
          board.
        </p>
      </Topic>
      <Topic title="What are the warning signs?">
        <Bullets>
          <li>
            You are asked to pay: for training, equipment, a visa, a “processing fee”. Applying never costs money.
          </li>
          <li>You are asked for bank details, ID documents or passwords before any real interview or offer.</li>
          <li>The interview happens only by chat, or an offer arrives without one.</li>
          <li>The e-mails come from a personal address, or from a company other than the one in the post.</li>
        </Bullets>
        <p>If you already paid or shared details, contact your bank at once, then tell us.</p>
      </Topic>
    </Section>
  );
}

export function FaqAccount() {
  return (
    <Section id="account" title="Your account">
      <Topic title="I did not get the verification e-mail">
        <p>
          Check your spam folder. You can send a new link from the page shown after registering, or by trying to log in.
          Each link works for {helpFigures.verifyLinkHours} hours.
        </p>
      </Topic>
      <Topic title="I forgot my password">
        <p>
          Use <TextLink to="/forgot-password">Forgot password</TextLink>: we e-mail a link that works once, for{' '}
          {helpFigures.resetLinkHours} hour. Choosing a new password signs you out on every device.
        </p>
      </Topic>
      <Topic title="Something else?">
        <p>
          <TextLink to="/contact">Write to us</TextLink>: we answer by e-mail.
        </p>
      </Topic>
    </Section>
  );
}

import { ButtonLink } from '../../../components/button.tsx';
import { Bullets, InfoPage, Section, TextLink } from '../../../components/info-page.tsx';
import { helpFigures } from '../../../lib/help-figures.ts';

const sources = helpFigures.jobBoards.join(', ');

/** /about: what Orbit Jobs is and does, said as plainly as the product does it. */
export function AboutPage() {
  return (
    <InfoPage
      title="About Orbit Jobs"
      intro={
        <p>
          Orbit Jobs is a job board for remote work. Many of the people who use it are tech professionals in Africa
          looking for global remote roles, and it is open to anyone, anywhere. We want finding remote work to be faster,
          fairer and safer.
        </p>
      }
    >
      <Section id="seekers" title="For job seekers">
        <Bullets>
          <li>
            Browse live remote jobs: those employers post on Orbit Jobs, and those gathered from public job boards (
            {sources}), each credited to the board it came from.
          </li>
          <li>
            See a match score on every job, with the reasons: the skills you have and lack, and one sentence for each
            thing the score weighs. <TextLink to="/support#matching">How the score works</TextLink>.
          </li>
          <li>
            Apply in the way each employer asks (on Orbit Jobs, by e-mail, through their system or on their own site)
            and follow every application on one page.
          </li>
          <li>
            Let Autopilot apply for you, within daily and weekly limits and the filters you set, or only propose
            applications for you to approve. <TextLink to="/support#autopilot">How Autopilot decides</TextLink>.
          </li>
        </Bullets>
      </Section>

      <Section id="employers" title="For employers">
        <p>
          Employers post jobs for free, say who may apply (where candidates may live and work from), and see applicants
          ranked by their match score. Applicants are told when their application moves on, and closing a job answers
          everyone still waiting.
        </p>
      </Section>

      <Section id="trust" title="How we keep it trustworthy">
        <Bullets>
          <li>
            Every job an employer posts here is checked before it goes live: for phrases common in scams, contact
            details and links in the text, and pay that is not plausible. Posts from employers we have not verified are
            read by a moderator first.
          </li>
          <li>
            Jobs from other boards are shown as those boards publish them; we do not check each one. If something looks
            wrong, <TextLink to="/contact?topic=report-job">report the job</TextLink> and we will look at it.
          </li>
          <li>Applying through Orbit Jobs never costs you anything, and no employer may ask you for money.</li>
          <li>
            Your data is yours: nobody sees your profile or resume unless you apply to their job, you can download
            everything we keep about you, and delete your account at any time.{' '}
            <TextLink to="/privacy">Our privacy policy</TextLink> says exactly what we keep and why.
          </li>
        </Bullets>
      </Section>

      <Section id="pricing" title="What it costs">
        <p>
          Nothing. Orbit Jobs is free for job seekers and for employers. Autopilot is marked PREMIUM, and is free for
          every job seeker with a verified e-mail address while we have no billing. See{' '}
          <TextLink to="/pricing">pricing</TextLink>.
        </p>
      </Section>

      <Section id="contact" title="Talk to us">
        <p>Questions, ideas, a job that looks wrong, or a request about your data: we read every message.</p>
        <div className="flex flex-wrap gap-3 pt-2">
          <ButtonLink to="/contact">Contact us</ButtonLink>
          <ButtonLink to="/support" variant="outline">
            Help and support
          </ButtonLink>
        </div>
      </Section>
    </InfoPage>
  );
}

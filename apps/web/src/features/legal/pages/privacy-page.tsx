import { Bullets, InfoPage, Section, TextLink } from '../../../components/info-page.tsx';
import { PrivacyDataTable } from '../components/privacy-data.tsx';
import { PrivacyRights } from '../components/privacy-rights.tsx';
import { helpFigures } from '../../../lib/help-figures.ts';
import { termsDate } from '../utils/terms-date.ts';

/**
 * /privacy: written from what the code does (the tables in apps/server/src/db/schema, the ways of applying in
 * features/applications, the one item in localStorage). Change it with currentTermsVersion in packages/shared/src/terms.ts.
 */
export function PrivacyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      updated={termsDate()}
      intro={
        <p>
          In short: we use your data to run the job board. An employer sees it only when you apply to their job (or
          Autopilot does, within your settings). We do not sell it, show ads or use tracking cookies, and you can
          download it or delete your account yourself.
        </p>
      }
    >
      <Section id="who" title="Who we are">
        <p>
          Orbit Jobs (“we”) runs this website and decides how the personal data described here is used: we are its
          controller (its “responsible party” in South Africa’s POPIA). For anything about your data, use the{' '}
          <TextLink to="/contact?topic=privacy">contact form</TextLink> with the topic “Privacy and my data”.
        </p>
      </Section>

      <Section id="data" title="What we keep, why, and for how long">
        <PrivacyDataTable />
        <p>
          We rely on the contract with you for running your account, matching, applications and Autopilot (you ask for
          them); on our legitimate interests for security, fighting scams and counting job views; and on the law when it
          obliges us to keep or share something.
        </p>
      </Section>

      <Section id="who-sees" title="Who sees your data">
        <Bullets>
          <li>
            <strong className="text-slate-900">Employers of the jobs you apply to</strong>, and only what that
            application carries. <TextLink to="/support#your-data">What each way of applying sends</TextLink>: on Orbit
            Jobs the employer opens your resume through a link that works for{' '}
            {helpFigures.applicantsPageResumeLinkHours} hour; an e-mail application attaches it; an employer’s own
            system gets a signed link that works for {helpFigures.apiResumeLinkDays} days.
          </li>
          <li>
            <strong className="text-slate-900">Nobody else browses you.</strong> There is no talent pool or candidate
            search on Orbit Jobs: employers cannot look you up. Should we ever offer one, joining it will be your
            choice, and this policy will say so before it starts.
          </li>
          <li>
            <strong className="text-slate-900">Autopilot</strong>, our own software, reads your profile, resume and
            settings to apply for you, only once you turn it on. It runs on our server; no outside AI service sees your
            data.
          </li>
          <li>
            <strong className="text-slate-900">Our moderators</strong> read job posts and the employers’ details that
            come with them, not job seekers’ profiles.
          </li>
          <li>
            <strong className="text-slate-900">Our service providers</strong>: the company hosting our server and
            database, and the e-mail service that delivers our e-mails. They handle data only to provide that service to
            us.
          </li>
          <li>
            <strong className="text-slate-900">Authorities</strong>, when the law obliges us.
          </li>
        </Bullets>
        <p>
          The job boards we import jobs from receive nothing about you: we only read their public listings. Their jobs’
          logos are loaded from the addresses those boards give, so your browser asks those servers for the images, as
          with any picture on the web.
        </p>
      </Section>

      <Section id="automated" title="Match scores and Autopilot">
        <p>
          The match score is worked out by a fixed formula from your profile and the job (
          <TextLink to="/support#matching">how</TextLink>). Employers see the score of each application and may sort by
          it; the decision about you is theirs, made by people, and our terms forbid rejecting anyone on the score
          alone. Autopilot applies for you only after you turn it on, within the limits and filters you set; in “Ask me
          before each application” mode nothing is sent without your approval, and every decision is listed with its
          reason on your activity page.
        </p>
      </Section>

      <Section id="cookies" title="Cookies and storage in your browser">
        <p>
          We use no cookies. The site keeps one item in your browser’s local storage:{' '}
          <code className="rounded bg-slate-100 px-1">token</code>, your sign-in, set when you log in and removed when
          you log out; it stops working after {helpFigures.sessionDefaultHours} hours without use (
          {helpFigures.sessionRememberedDays} days if you asked to be remembered). There are no analytics, advertising
          or tracking scripts, and nothing from other companies that sets cookies, so there is nothing to consent to and
          no cookie banner.
        </p>
      </Section>

      <Section id="rights" title="Your rights, and how to use them">
        <PrivacyRights />
      </Section>

      <Section id="transfers" title="Across borders">
        <p>
          Orbit Jobs connects people and employers in many countries. When you apply to a job, your application goes to
          that employer wherever they are: it is sent because you asked for it, and only what is needed for the
          application. The laws listed above allow this transfer because it is needed for what you asked us to do.
        </p>
      </Section>

      <Section id="security" title="Security">
        <p>
          Passwords are stored as one-way hashes; the links we e-mail are kept only as hashes and expire; your files are
          served only to you, and to employers through the expiring links above; sign-ins end when you log out or change
          your password. No system is perfectly secure: if a breach puts your data at risk, we will tell you and the
          regulators as the law requires.
        </p>
      </Section>

      <Section id="age" title="Age">
        <p>Orbit Jobs is for people old enough to work: you must be 18 or older to create an account.</p>
      </Section>

      <Section id="changes" title="Changes to this policy">
        <p>
          The date at the top is this version. When we change this policy or the <TextLink to="/terms">terms</TextLink>,
          we show you the new version the next time you use Orbit Jobs signed in, and ask you to accept it, once.
          Earlier versions are available on request.
        </p>
      </Section>
    </InfoPage>
  );
}

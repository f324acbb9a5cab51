import { Bullets, InfoPage, Section, TextLink } from '../../../components/info-page.tsx';
import { termsDate } from '../utils/terms-date.ts';

/** /terms: the rules of the service as it works today. Change it with currentTermsVersion in packages/shared/src/terms.ts. */
export function TermsPage() {
  return (
    <InfoPage
      title="Terms of Service"
      updated={termsDate()}
      intro={
        <p>
          These terms are the agreement between you and Orbit Jobs when you use this website. Please read them with our{' '}
          <TextLink to="/privacy">privacy policy</TextLink>, which says what we do with your data.
        </p>
      }
    >
      <Section id="service" title="The service">
        <p>
          Orbit Jobs is a job board for remote work. Job seekers find jobs, see how well each one matches their profile,
          apply, and may let Autopilot apply for them. Employers post jobs and answer applicants. Some jobs are posted
          here by employers; others come from public job boards and are credited to them. We are not an employer, a
          recruiter or an agency, and we do not promise that any application leads to a job.
        </p>
      </Section>

      <Section id="account" title="Your account">
        <Bullets>
          <li>
            You must be 18 or older, and the account must be yours: one person, your real name and your own e-mail
            address.
          </li>
          <li>Keep your password to yourself. Tell us at once if you think someone else has used your account.</li>
          <li>What you put in your profile, resume and applications must be true and yours to share.</li>
          <li>
            You can delete your account at any time from your <TextLink to="/profile">profile</TextLink>.
          </li>
        </Bullets>
      </Section>

      <Section id="autopilot" title="Autopilot">
        <p>
          When you turn Autopilot on, you ask us to apply to jobs in your name within the limits, filters and mode you
          choose, with your profile, resume and the letter shown in your settings. Applications it sends are yours, as
          if you had sent them yourself. You can see every decision on your activity page, change your settings, or stop
          it at any time; “Stop now” cancels every send still waiting. Autopilot is marked PREMIUM and is free while we
          have no billing: we will tell you well before it costs anything, and it will never be charged without your
          agreement.
        </p>
      </Section>

      <Section id="employers" title="Employers">
        <Bullets>
          <li>Post only real jobs that you are hiring for, with the true company name, pay and conditions.</li>
          <li>
            Never ask candidates for money (fees for applying, training, equipment or visas) or for bank, identity or
            password details before a real offer.
          </li>
          <li>
            Use applicants’ data only to consider them for that job, keep it safe, and delete it when you no longer need
            it, as the data protection law that applies to you requires.
          </li>
          <li>
            Decide about people yourselves: the match score helps you sort applications, but you must not reject anyone
            on the score alone.
          </li>
          <li>Answer applicants: change their status as you go, and close the job when it is filled.</li>
        </Bullets>
        <p>
          We check job posts before they go live and may hold back, reject or take down any post, and close any account,
          that breaks these terms.
        </p>
      </Section>

      <Section id="conduct" title="Fair use">
        <p>Do not use Orbit Jobs to:</p>
        <Bullets>
          <li>deceive or defraud anyone, send spam, or collect other people’s data;</li>
          <li>
            copy the site in bulk with scripts, or get around its limits (on logins, e-mails or messages) or its
            security;
          </li>
          <li>upload anything harmful (malware) or anything you have no right to share;</li>
          <li>harass anyone, or discriminate against candidates in ways the law forbids.</li>
        </Bullets>
        <p>
          If you see something that breaks these rules, <TextLink to="/contact?topic=report-job">report it</TextLink>.
        </p>
      </Section>

      <Section id="content" title="Your content">
        <p>
          What you write and upload stays yours. You allow us to store it, show it to you, and send it to the employers
          of the jobs you apply to (or that Autopilot applies to for you), as described in the privacy policy, for as
          long as we need to run the service for you.
        </p>
      </Section>

      <Section id="other-sites" title="Jobs and sites of others">
        <p>
          Jobs imported from other boards are shown as those boards publish them, and applying on an employer’s own site
          is between you and them. We are not responsible for other sites, for what employers do with applications they
          receive, or for their decisions. Be careful: never pay to apply, and see the{' '}
          <TextLink to="/support#safety">warning signs of a scam</TextLink>.
        </p>
      </Section>

      <Section id="liability" title="Availability and responsibility">
        <p>
          We work to keep Orbit Jobs available and correct, but we provide it as it is, without a promise that it is
          always available, complete or free of errors. As far as the law allows, we are not liable for indirect losses,
          such as a missed job or lost earnings. Nothing in these terms limits a liability that the law does not allow
          to be limited, or takes away rights you have under the consumer or data protection laws of the country where
          you live.
        </p>
      </Section>

      <Section id="ending" title="Ending">
        <p>
          You may stop using Orbit Jobs and delete your account whenever you like. We may suspend or close an account
          that breaks these terms, telling you why unless the law or the safety of others prevents it.
        </p>
      </Section>

      <Section id="changes" title="Changes">
        <p>
          The date at the top is this version. When we change these terms, we show you the new version the next time you
          use Orbit Jobs signed in, and ask you to accept it, once. If you do not accept, you can download your data and
          delete your account.
        </p>
        <p>
          Questions about these terms? <TextLink to="/contact">Write to us</TextLink>.
        </p>
      </Section>
    </InfoPage>
  );
}

import { Bullets, Section, TextLink, Topic } from '../../../components/info-page.tsx';
import { helpFigures } from '../../../lib/help-figures.ts';

/** Who sees a seeker's resume and profile: what each way of applying actually sends (features/applications). */
export function FaqYourData() {
  return (
    <Section id="your-data" title="Your resume and your data">
      <Topic title="Who sees my resume?">
        <p>
          Nobody, until you apply. Your profile and resume are not public, and employers cannot search for you: Orbit
          Jobs has no talent pool or candidate search today. When you apply (yourself, or through Autopilot), the
          employer of that job receives your application, in the way the job asks for:
        </p>
        <Bullets>
          <li>
            <strong className="text-slate-900">Jobs posted on Orbit Jobs:</strong> the employer sees your name, title,
            location, skills, cover letter and match score, and can open your resume through a link that works for{' '}
            {helpFigures.applicantsPageResumeLinkHours} hour each time they view their applicants.
          </li>
          <li>
            <strong className="text-slate-900">Applications by e-mail:</strong> an e-mail to the employer’s address
            carries your cover letter, name, e-mail address, phone, location, title, experience and skills, with your
            resume attached. Their replies come straight to you.
          </li>
          <li>
            <strong className="text-slate-900">Employers’ own application systems:</strong> their system receives your
            profile (name, e-mail, phone, location, title, experience, education, skills and bio), your cover letter and
            a signed link to your resume that works for {helpFigures.apiResumeLinkDays} days.
          </li>
          <li>
            <strong className="text-slate-900">Jobs applied to on the company’s site:</strong> we send nothing; you give
            the company what you choose there.
          </li>
        </Bullets>
        <p>
          Your private notes on an application are never sent to anyone. Once an employer has received your application,
          what they do with their copy is up to them and the law that applies to them.
        </p>
      </Topic>
      <Topic title="How do I get a copy of my data, or delete my account?">
        <p>
          On your <TextLink to="/profile">profile</TextLink>: “Download my data” e-mails you a link to everything we
          keep about you, with your uploaded files; “Delete my account” erases your account. The{' '}
          <TextLink to="/privacy#rights">privacy policy</TextLink> lists your rights and how to use each one.
        </p>
      </Topic>
      <Topic title="Why did you e-mail me that someone tried to register with my address?">
        <p>
          Someone, perhaps you, tried to create a new account with an address that already has one. We do not say on the
          website whether an address has an account, so the owner is told by e-mail instead. Nothing about your account
          changed. If it was you, log in, or <TextLink to="/forgot-password">choose a new password</TextLink>.
        </p>
      </Topic>
    </Section>
  );
}

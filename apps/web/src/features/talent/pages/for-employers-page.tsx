import { ButtonLink } from '../../../components/button.tsx';
import { Bullets, InfoPage, Section, TextLink, Topic } from '../../../components/info-page.tsx';
import { CatalogueFigures } from '../components/catalogue-figures.tsx';

function CallsToAction() {
  return (
    <div className="flex flex-wrap gap-3">
      <ButtonLink to="/register?type=employer">Create an employer account</ButtonLink>
      <ButtonLink to="/post-job" variant="outline">
        Post a job
      </ButtonLink>
    </div>
  );
}

/**
 * /for-employers: how posting works (free, reviewed, salary and eligibility required, what applicants see), how the
 * talent pool works, and the catalogue's real counters.
 */
export function ForEmployersPage() {
  return (
    <InfoPage
      title="Orbit Jobs for Employers"
      intro={
        <>
          <p>
            Post remote jobs for free, reach candidates across Africa and the world, and find people who chose to be
            found. Every post is checked before it goes live, because the people reading it deserve honest jobs.
          </p>
          <div className="mt-6">
            <CallsToAction />
          </div>
        </>
      }
    >
      <Section id="today" title="Orbit Jobs today">
        <CatalogueFigures />
      </Section>

      <Section id="posting" title="How posting works">
        <Bullets>
          <li>
            <strong>Free.</strong> Posting, applications and the talent pool cost nothing; see{' '}
            <TextLink to="/pricing">pricing</TextLink>.
          </li>
          <li>
            <strong>Pay and place are required.</strong> Every post gives a salary range (minimum, maximum, currency and
            period) and says who may apply: worldwide, or the countries and regions where candidates must live.
          </li>
          <li>
            <strong>Reviewed.</strong> Each post is screened before it goes live: for fees asked of candidates, payment
            by gift card or crypto, contact moved to messaging apps, contact details or links in the text, and pay that
            makes no sense. A clean post from a verified employer is live at once; a post from an employer not verified
            yet, or one where screening found something, is read by a moderator first. Edits are screened too.
          </li>
          <li>
            <strong>Verified employer</strong> means you signed up with an e-mail address at your company website’s
            domain. Set the website on your <TextLink to="/company">company profile</TextLink>.
          </li>
          <li>
            A post is open 30 days, or until your deadline if sooner; renew it near the end, close it when filled.
          </li>
        </Bullets>
      </Section>

      <Section id="applicants" title="What applicants see, and what you see">
        <Topic title="On your job’s page">
          <p>
            The title, the salary range, who may apply (candidates elsewhere are told before they apply), your company
            with a link to its page (which says whether you are a verified employer) and, once you have answered a few
            applications, how fast you usually reply. Each signed-in seeker also sees their match score for the job,
            with its reasons.
          </p>
        </Topic>
        <Topic title="On your applicants page">
          <p>
            Applicants ranked by their match score, with their resume and contact details, since they applied to you.
            When you move an application on, the applicant is told; closing a job answers everyone still waiting.
          </p>
        </Topic>
      </Section>

      <Section id="talent-pool" title="The talent pool">
        <p>
          Besides your applicants, you can find seekers who chose to be visible to employers. You see an anonymous card
          (first name and initial, title, country, skills, experience, job types, salary expectation); their name,
          contact details and resume come once they accept your contact request. Seekers who chose verified employers
          only are found by verified employers.
        </p>
        <div className="flex flex-wrap gap-3 pt-2">
          <ButtonLink to="/talent-pool" variant="outline">
            How the talent pool works
          </ButtonLink>
          <ButtonLink to="/search-candidates" variant="outline">
            Search candidates
          </ButtonLink>
        </div>
      </Section>

      <Section id="start" title="Get started">
        <p>
          Create an employer account with your work e-mail address, verify it, and post your first job. Questions?{' '}
          <TextLink to="/contact">Write to us</TextLink>.
        </p>
        <CallsToAction />
      </Section>
    </InfoPage>
  );
}

import { hiddenCompaniesMax, talentVisibilityLabels } from '@orbit/shared/talent-contracts';
import { ButtonLink } from '../../../components/button.tsx';
import { Bullets, InfoPage, Section, TextLink, Topic } from '../../../components/info-page.tsx';
import { PoolFigures } from '../components/pool-figures.tsx';

const labels = talentVisibilityLabels;

/**
 * /talent-pool: what joining the pool means for a seeker (opt-in, an anonymous card, contact only with their yes, a
 * way out at any time), who employers can find and how, and the pool's real figures.
 */
export function TalentPoolPage() {
  return (
    <InfoPage
      title="The Talent Pool"
      intro={
        <p>
          The talent pool lets employers find you without you applying first, only if you choose to join, and without
          your name or any way to reach you until you say yes to them.
        </p>
      }
    >
      <Section id="seekers" title="For job seekers">
        <Topic title="Joining is your choice">
          <p>
            On <TextLink to="/profile">your profile</TextLink>, choose who may find you:
          </p>
          <Bullets>
            <li>
              <strong>{labels.hidden}</strong>: nobody finds you. This is where everyone starts, and where every account
              made before the pool existed stays until its owner changes it.
            </li>
            <li>
              <strong>{labels['verified-employers']}</strong>: only employers who signed up with an e-mail address at
              their company website’s domain, so we know they speak for that company.
            </li>
            <li>
              <strong>{labels['all-employers']}</strong>: any employer on Orbit Jobs.
            </li>
          </Bullets>
          <p>You are in the pool only once your e-mail address is verified.</p>
        </Topic>
        <Topic title="What employers see">
          <p>A card, with your profile beside it as a preview of exactly what they will see:</p>
          <Bullets>
            <li>your first name and the initial of your last name (“Amara O.”);</li>
            <li>your title, your country (never your city), your skills and years of experience;</li>
            <li>the job types you want, and your salary expectation if you gave one;</li>
            <li>for one of their jobs, your match score and its reasons.</li>
          </Bullets>
          <p>Never your e-mail address, phone number, full name, photo, resume or bio.</p>
        </Topic>
        <Topic title="When a company sees more">
          <p>
            Your name, contact details and resume reach a company only when you accept its contact request, or with an
            application you send to one of its jobs (as always). A request states the job or subject and the salary
            range; you can accept, decline or report it.
          </p>
        </Topic>
        <Topic title="Companies that must never see you">
          <p>
            List up to {hiddenCompaniesMax} companies (your current employer, for instance) that must never find you,
            whatever else you choose.
          </p>
        </Topic>
        <Topic title="Who looked at your profile">
          <p>Your profile shows which companies looked at your card or your resume, and when.</p>
        </Topic>
        <Topic title="Leaving">
          <p>
            Set your profile back to <strong>{labels.hidden}</strong> at any time: from then on no search finds you.
            Deleting your account takes you out too.
          </p>
        </Topic>
        <div className="flex flex-wrap gap-3 pt-2">
          <ButtonLink to="/profile">Choose on your profile</ButtonLink>
          <ButtonLink to="/register" variant="outline">
            Create an account
          </ButtonLink>
        </div>
      </Section>

      <Section id="employers" title="For employers">
        <Topic title="Who you can find">
          <p>
            Seekers who chose to be found, with a verified e-mail address. A <strong>verified employer</strong> (your
            e-mail address is at your company website’s domain) finds everyone in the pool; an employer not verified yet
            finds those who chose “{labels['all-employers']}”. Nobody finds a seeker who listed their company among
            those that must never see them.
          </p>
        </Topic>
        <Topic title="How to search">
          <p>
            <TextLink to="/search-candidates">Search candidates</TextLink> by words, skills, region or country,
            experience and job type, or rank them for one of your jobs by their match score. You see the card above; to
            learn more, send a contact request, and the seeker decides.
          </p>
        </Topic>
        <div className="flex flex-wrap gap-3 pt-2">
          <ButtonLink to="/search-candidates">Search candidates</ButtonLink>
          <ButtonLink to="/register?type=employer" variant="outline">
            Create an employer account
          </ButtonLink>
        </div>
      </Section>

      <Section id="figures" title="The pool today">
        <PoolFigures />
      </Section>

      <Section id="questions" title="Questions">
        <p>
          How we keep your data and who sees it: <TextLink to="/privacy">our privacy policy</TextLink>. How to spot a
          fake recruiter: <TextLink to="/support#safety">scams and safety</TextLink>. For employers, how posting works:{' '}
          <TextLink to="/for-employers">Orbit Jobs for employers</TextLink>.
        </p>
      </Section>
    </InfoPage>
  );
}

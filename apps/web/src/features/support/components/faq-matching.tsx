import { Bullets, Section, TextLink, Topic } from '../../../components/info-page.tsx';
import { helpFigures } from '../../../lib/help-figures.ts';

export function FaqMatching() {
  return (
    <Section id="matching" title="Matching">
      <Topic title="How is my match score worked out?">
        <p>
          The score (0 to 100%) compares your profile with the job on six things. Each gets a fit between none and full,
          and the score is their weighted average:
        </p>
        <Bullets>
          {helpFigures.weights.map((weight) => (
            <li key={weight.signal}>
              <strong className="text-slate-900">{weight.signal}</strong> ({weight.percent}%): {weight.what}.
            </li>
          ))}
        </Bullets>
        <p>
          It reads your profile: skills, job title, experience, location, salary expectation and the job types you want.
          When you left your experience empty, the years read from your resume stand in. Something a job does not say
          (its pay, its level) counts as an ordinary fit, neither a bonus nor a penalty.
        </p>
        <p>
          Under every score, “Why this match” lists the skills you have and lack and gives one sentence per signal, so
          you can see where a number comes from.
        </p>
      </Topic>
      <Topic title="Why is a job I like scored low?">
        <p>Two limits keep the number honest, whatever else fits:</p>
        <Bullets>
          <li>A job that cannot hire where you live stays at {helpFigures.regionCap}% or below.</li>
          <li>
            A job with little in common with your skills and title stays at {helpFigures.littleInCommonCap}% or below.
            So does a job in another line of work whose title shares nothing with yours (a nursing post for a support
            lead), even when it lists the same everyday skills, such as communication or customer service.
          </li>
        </Bullets>
        <p>
          Keeping your skills, title and location up to date on your <TextLink to="/profile">profile</TextLink> is the
          best way to get scores that mean something. After you upload a resume, the profile offers the skills, years
          and title read from it; nothing changes until you accept them.
        </p>
      </Topic>
      <Topic title="Is the score made by an AI service?">
        <p>
          No. It is a fixed formula that runs on our own server: the same profile and the same job always give the same
          score, and no outside service sees your profile to make it.
        </p>
      </Topic>
    </Section>
  );
}

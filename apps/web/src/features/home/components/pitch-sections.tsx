import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/button.tsx';
import { CheckIcon, RocketIcon, UserIcon } from '../../../components/icons.tsx';
import { categoriesQuery } from '../../../lib/categories-api.ts';
import { liveJobTotalQuery } from '../api/home-api.ts';

const autopilotPoints = [
  'Applies to matching jobs for you, within the daily and weekly limits you set',
  'Filters by skills, location, salary and experience',
  'Optional follow-ups after a delay you choose',
];

const employerPoints = [
  'Post jobs for free',
  'Browse a global remote talent pool',
  'See your postings and top candidates in one dashboard',
];

function PointList({ points, tone }: { points: readonly string[]; tone: 'light' | 'dark' }) {
  return (
    <ul className="mt-6 space-y-3">
      {points.map((point) => (
        <li key={point} className="flex gap-3">
          <CheckIcon className={`mt-0.5 h-5 w-5 shrink-0 ${tone === 'dark' ? 'text-brand-100' : 'text-brand-600'}`} />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}

/** Home pitches (spec "Home"): Autopilot for job seekers and the employer offer. */
export function PitchSections() {
  return (
    <section
      aria-label="Autopilot and employers"
      className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8"
    >
      <div className="rounded-3xl bg-brand-900 p-8 text-white sm:p-10">
        <div className="flex items-center gap-3">
          <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-white/10">
            <RocketIcon className="h-6 w-6" />
          </span>
          <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold tracking-wide text-amber-950">
            PREMIUM
          </span>
        </div>
        <h2 className="mt-5 text-2xl font-bold sm:text-3xl">Let Autopilot apply for you</h2>
        <p className="mt-3 text-brand-100">
          Set your filters once. Autopilot scans new remote jobs and applies to the ones that match.
        </p>
        <div className="text-brand-50">
          <PointList points={autopilotPoints} tone="dark" />
        </div>
        <ButtonLink to="/autopilot/settings" variant="secondary" size="lg" className="mt-8">
          Set up Autopilot
        </ButtonLink>
      </div>

      <div className="rounded-3xl bg-white p-8 ring-1 ring-slate-200 sm:p-10">
        <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <UserIcon className="h-6 w-6" />
        </span>
        <h2 className="mt-5 text-2xl font-bold text-slate-900 sm:text-3xl">Hiring remote talent?</h2>
        <p className="mt-3 text-slate-600">Reach candidates across Africa and the world who want to work remotely.</p>
        <div className="text-slate-700">
          <PointList points={employerPoints} tone="light" />
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to="/for-employers" size="lg">
            For Employers
          </ButtonLink>
          <ButtonLink to="/talent-pool" variant="outline" size="lg">
            Browse Talent Pool
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

/**
 * Figures (spec: sample figures and a testimonial are static sample content). The numbers here are live counts
 * from the catalogue; the testimonial is an illustration and says so.
 */
export function FiguresSection() {
  const total = useQuery(liveJobTotalQuery);
  const categories = useQuery(categoriesQuery);
  const figures = [
    { value: total.data?.toLocaleString(), label: 'live remote jobs' },
    { value: categories.data?.length.toLocaleString(), label: 'job categories with openings' },
    { value: '6', label: 'world regions on the globe' },
  ].filter((figure) => figure.value !== undefined);

  return (
    <section aria-labelledby="figures-heading" className="mx-auto max-w-7xl px-4 pb-14 sm:px-6 lg:px-8">
      <h2 id="figures-heading" className="sr-only">
        Orbit Jobs in numbers
      </h2>
      <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr]">
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          {figures.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col justify-center rounded-2xl bg-white p-5 text-center ring-1 ring-slate-200"
            >
              <dt className="text-sm text-slate-600">{figure.label}</dt>
              <dd className="order-first text-3xl font-extrabold text-brand-700">{figure.value}</dd>
            </div>
          ))}
        </dl>
        <figure className="flex flex-col justify-center rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8">
          <p className="w-fit rounded-full bg-white px-2 py-0.5 text-xs font-bold tracking-wide text-slate-600 uppercase ring-1 ring-slate-200">
            Illustrative example
          </p>
          <blockquote className="mt-4 text-lg text-slate-800">
            “I set my skills and salary floor once, and my shortlist of remote roles was waiting every morning.”
          </blockquote>
          <figcaption className="mt-3 text-sm text-slate-600">
            A sample testimonial showing how Orbit Jobs is meant to be used, not a quote from a real user.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}

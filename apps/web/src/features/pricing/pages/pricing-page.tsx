import { ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { CheckIcon } from '../../../components/icons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { autopilotPoints, employerPoints, seekerPoints } from '../utils/pricing-copy.ts';

function PointList({ points }: { points: readonly string[] }) {
  return (
    <ul className="mt-4 space-y-2 text-sm text-slate-700">
      {points.map((point) => (
        <li key={point} className="flex items-start gap-2">
          <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
          <span>{point}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /pricing: what things cost, honestly. Nothing is charged today — Orbit Jobs is free for seekers and employers, and
 * Autopilot, marked PREMIUM, is free for every verified job seeker until billing exists. There is no checkout.
 */
export function PricingPage() {
  useDocumentTitle('Pricing');
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Pricing</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-600">
        Orbit Jobs is free: for job seekers and for employers. Nothing on this site asks for a card.
      </p>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <Card className="p-6 sm:p-8">
          <h2 className="text-xl font-semibold text-slate-900">Job seekers</h2>
          <p className="mt-1 text-2xl font-bold text-slate-900">Free</p>
          <PointList points={seekerPoints} />
          <ButtonLink to="/register" className="mt-6">
            Create an account
          </ButtonLink>
        </Card>
        <Card className="p-6 sm:p-8">
          <h2 className="text-xl font-semibold text-slate-900">Employers</h2>
          <p className="mt-1 text-2xl font-bold text-slate-900">Free</p>
          <PointList points={employerPoints} />
          <ButtonLink to="/register?type=employer" variant="outline" className="mt-6">
            Create an employer account
          </ButtonLink>
        </Card>
      </div>

      <Card className="mt-6 p-6 ring-brand-200 sm:p-8">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-semibold text-slate-900">Autopilot</h2>
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold tracking-wide text-amber-800">
            PREMIUM
          </span>
        </div>
        <p className="mt-1 text-2xl font-bold text-slate-900">
          Free for every verified job seeker, until billing exists
        </p>
        <p className="mt-2 text-sm text-slate-600">
          Autopilot is a premium feature. We have no billing yet, so every job seeker with a verified e-mail address can
          use it at no cost.
        </p>
        <PointList points={autopilotPoints} />
        <ButtonLink to="/autopilot" className="mt-6">
          Set up Autopilot
        </ButtonLink>
      </Card>
    </div>
  );
}

import { Link } from 'react-router';
import { RocketIcon } from '../../../components/icons.tsx';
import { PremiumLabel } from './autopilot-gate.tsx';

const linkClasses = 'font-semibold text-brand-700 hover:underline';

/**
 * The Autopilot screen's header. Autopilot is labelled PREMIUM (spec section 6); until billing exists it is free for
 * every verified job seeker, and the header says so plainly, with the pricing page for the details (no checkout).
 */
export function AutopilotHeader() {
  return (
    <header>
      <div className="flex flex-wrap items-center gap-3">
        <RocketIcon className="h-8 w-8 text-brand-600" />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Autopilot</h1>
        <PremiumLabel />
      </div>
      <p className="mt-2 text-slate-600">
        Autopilot finds jobs that match your settings and applies for you, within the daily and weekly limits you set.
      </p>
      <p className="mt-2 text-sm text-slate-600">
        Autopilot is a premium feature. Until billing exists, every verified job seeker has it free.{' '}
        <Link to="/pricing" className={linkClasses}>
          See pricing
        </Link>
      </p>
      <nav aria-label="Autopilot" className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm">
        <a href="#autopilot-queue-heading" className={linkClasses}>
          Review queue
        </a>
        <a href="#autopilot-settings-heading" className={linkClasses}>
          Settings
        </a>
        <a href="#autopilot-outcomes-heading" className={linkClasses}>
          Results
        </a>
        <Link to="/autopilot/activity" className={linkClasses}>
          Activity log
        </Link>
      </nav>
    </header>
  );
}

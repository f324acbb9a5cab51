import { Link } from 'react-router';
import { ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { CheckIcon } from '../../../components/icons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function RegistrationSuccessPage() {
  useDocumentTitle('Registration Complete');
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:py-16">
      <Card className="p-8 text-center sm:p-12">
        <span className="mx-auto inline-flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-green-700">
          <CheckIcon className="h-8 w-8" />
        </span>
        <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Your profile is ready!</h1>
        <p className="mt-3 text-slate-600">
          Registration is complete. Head to your dashboard to follow your applications and set up Autopilot.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/dashboard" size="lg">
            Go to Dashboard
          </ButtonLink>
          <ButtonLink to="/onboarding" size="lg" variant="outline">
            Back to Onboarding
          </ButtonLink>
        </div>
        <p className="mt-8 text-sm text-slate-600">
          Questions?{' '}
          <Link to="/support" className="font-semibold text-brand-600 hover:text-brand-700 hover:underline">
            Contact support
          </Link>
        </p>
      </Card>
    </div>
  );
}

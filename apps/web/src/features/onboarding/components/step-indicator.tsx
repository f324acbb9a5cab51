import { CheckIcon } from '../../../components/icons.tsx';
import { onboardingStepTitles, type OnboardingStep } from '../utils/onboarding-form.ts';

const steps = [1, 2, 3] as const;

export function StepIndicator({ current }: { current: OnboardingStep }) {
  return (
    <ol aria-label="Onboarding steps" className="grid grid-cols-3 gap-2 sm:gap-4">
      {steps.map((step) => {
        const done = step < current;
        const active = step === current;
        return (
          <li
            key={step}
            aria-current={active ? 'step' : undefined}
            className="flex flex-col items-center gap-2 text-center sm:flex-row sm:text-left"
          >
            <span
              className={`inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                done
                  ? 'bg-brand-600 text-white'
                  : active
                    ? 'bg-brand-600 text-white ring-4 ring-brand-100'
                    : 'bg-slate-200 text-slate-600'
              }`}
            >
              {done ? <CheckIcon className="h-4 w-4" /> : step}
            </span>
            <span className={`text-xs font-medium sm:text-sm ${active ? 'text-slate-900' : 'text-slate-500'}`}>
              <span className="sr-only">{`Step ${step}: `}</span>
              {onboardingStepTitles[step]}
              {done && <span className="sr-only"> (completed)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

import { useEffect, useState } from 'react';
import { CheckIcon } from '../../../components/icons.tsx';
import { usePrefersReducedMotion } from '../../../lib/use-reduced-motion.ts';

/** Spec section 9: the header animation steps every 800 ms, 4 steps. */
const stepMs = 800;
const steps = ['Reading your profile', 'Scanning remote jobs', 'Scoring each match', 'Shortlist ready'] as const;

/**
 * The hero's header animation: four matching steps light up one after another, once, then stay. A picture of
 * how matching works, so it is hidden from screen readers; with reduced motion it shows the finished state.
 */
export function MatchSteps() {
  const reducedMotion = usePrefersReducedMotion();
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (reducedMotion || step >= steps.length - 1) return;
    const timer = setTimeout(() => setStep(step + 1), stepMs);
    return () => clearTimeout(timer);
  }, [reducedMotion, step]);

  const current = reducedMotion ? steps.length - 1 : step;
  return (
    <ol aria-hidden="true" className="mt-8 grid grid-cols-2 gap-2 text-left sm:grid-cols-4">
      {steps.map((label, index) => {
        const done = index < current || (index === steps.length - 1 && current === index);
        const active = index === current;
        return (
          <li
            key={label}
            className={`flex items-center gap-2 rounded-xl px-3 py-2 text-xs font-semibold ${
              active
                ? 'bg-brand-600 text-white shadow'
                : index < current
                  ? 'bg-brand-50 text-brand-700'
                  : 'bg-white text-slate-600 ring-1 ring-slate-200'
            }`}
          >
            <span
              className={`inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-[0.65rem] ${
                active ? 'bg-white/20' : index < current ? 'bg-brand-100' : 'bg-slate-100'
              }`}
            >
              {done ? <CheckIcon className="h-3.5 w-3.5" /> : index + 1}
            </span>
            {label}
          </li>
        );
      })}
    </ol>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { messages } from '@orbit/shared/messages';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { ErrorList } from '../../../components/notice.tsx';
import { useAuth, useSignedInUser } from '../../../lib/auth/auth-context.ts';
import { errorMessages } from '../../../lib/api-error.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { completeOnboardingRequest } from '../api/complete-onboarding.ts';
import { ProfessionalInfoStep, ResumeStep, SkillsStep } from '../components/onboarding-steps.tsx';
import { StepIndicator } from '../components/step-indicator.tsx';
import {
  initialOnboardingValues,
  onboardingFormData,
  onboardingStepErrors,
  onboardingStepTitles,
  type OnboardingStep,
  type OnboardingValues,
} from '../utils/onboarding-form.ts';

/** The three-step candidate wizard of spec section 2 (behind <RequireAuth>). */
export function OnboardingPage() {
  useDocumentTitle('Complete Your Profile');
  const user = useSignedInUser();
  const { setUser } = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState<OnboardingStep>(1);
  const [values, setValues] = useState<OnboardingValues>(() => initialOnboardingValues(user));
  const [errors, setErrors] = useState<string[]>([]);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new step replaces the form under the keyboard focus: move focus to the step's heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  const submit = useMutation({
    mutationFn: completeOnboardingRequest,
    onSuccess: (updated) => {
      setUser(updated);
      void navigate('/registration-success', { replace: true });
    },
    onError: (error) =>
      setErrors(
        errorMessages(error, { fallback: messages.profileUpdateFailed, unexpected: messages.unexpectedErrorLater }),
      ),
  });

  // Once submitted the user is onboarded; the redirects below must not race the success page.
  if (!submit.isSuccess) {
    if (!user.isEmailVerified) {
      return (
        <Navigate
          to={`/verification-sent?email=${encodeURIComponent(user.email)}`}
          replace
          state={{ email: user.email }}
        />
      );
    }
    if (user.onboardingComplete || user.userType !== 'candidate') return <Navigate to="/dashboard" replace />;
  }

  const update = (patch: Partial<OnboardingValues>) => setValues((current) => ({ ...current, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = onboardingStepErrors(step, values);
    setErrors(problems);
    if (problems.length > 0) return;
    if (step < 3) setStep((step + 1) as OnboardingStep);
    else submit.mutate(onboardingFormData(values));
  };

  const onBack = () => {
    setErrors([]);
    if (step > 1) setStep((step - 1) as OnboardingStep);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Complete your profile</h1>
      <p className="mt-2 text-slate-600">Three short steps, then Orbit Jobs can match you with remote roles.</p>
      <div className="mt-8">
        <StepIndicator current={step} />
      </div>
      <Card className="mt-8 p-6 sm:p-8">
        <form onSubmit={onSubmit} noValidate>
          <h2 ref={stepHeading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
            <span className="block text-sm font-medium text-brand-600">Step {step} of 3</span>
            {onboardingStepTitles[step]}
          </h2>
          <ErrorList errors={errors} className="mt-4" />
          <div className="mt-6">
            {step === 1 && <ProfessionalInfoStep values={values} onChange={update} />}
            {step === 2 && <SkillsStep values={values} onChange={update} />}
            {step === 3 && <ResumeStep values={values} onChange={update} />}
          </div>
          <div className="mt-8 flex items-center justify-between gap-3 border-t border-slate-100 pt-6">
            {step > 1 ? (
              <Button variant="outline" onClick={onBack} disabled={submit.isPending}>
                Back
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" disabled={submit.isPending}>
              {step < 3 ? 'Next' : submit.isPending ? 'Saving...' : 'Complete profile'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}

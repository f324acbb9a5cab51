import { useMutation } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages } from '@orbit/shared/messages';
import { employerIndustryOptions, passwordMinLength } from '@orbit/shared/options';
import { Button } from '../../../components/button.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { errorMessages } from '../../../lib/api-error.ts';
import { registerRequest } from '../api/register.ts';
import {
  registerFormError,
  registrationPayload,
  type RegisterFormValues,
  type RegisterUserType,
} from '../utils/register-form.ts';

const inlineLinkClasses = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

interface RegisterFormProps {
  userType: RegisterUserType;
  /** Held by the page so the shared fields survive a switch between the tabs. */
  values: RegisterFormValues;
  onChange: (update: (current: RegisterFormValues) => RegisterFormValues) => void;
}

/** One tab's form (spec sections 3 and 5); the employer form adds company name and industry. */
export function RegisterForm({ userType, values, onChange: setValues }: RegisterFormProps) {
  const navigate = useNavigate();
  const termsId = useId();
  const { showToast, showToasts } = useToasts();
  const field = (name: Exclude<keyof RegisterFormValues, 'acceptTerms'>) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const register = useMutation({
    mutationFn: registerRequest,
    // `registered`: the page then says what happens when the address already had an account (that owner is e-mailed).
    onSuccess: ({ email }) =>
      void navigate(`/verification-sent?email=${encodeURIComponent(email)}`, { state: { email, registered: true } }),
    onError: (error) =>
      showToasts(
        errorMessages(error, { fallback: messages.registerServerError, unexpected: messages.unexpectedErrorLater }),
      ),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = registerFormError(userType, values);
    if (problem) {
      showToast(problem);
      return;
    }
    register.mutate(registrationPayload(userType, values));
  };

  const isEmployer = userType === 'employer';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {isEmployer && (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Company name" autoComplete="organization" required {...field('companyName')} />
          <SelectField
            label="Industry"
            required
            placeholder="Select an industry"
            options={employerIndustryOptions}
            {...field('industry')}
          />
        </div>
      )}
      <TextField label={isEmployer ? 'Contact name' : 'Full name'} autoComplete="name" required {...field('name')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" required {...field('phone')} />
      </div>
      <TextField
        label="Location"
        optional
        autoComplete="address-level2"
        placeholder="e.g. Lagos, Nigeria"
        {...field('location')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          label="Password"
          autoComplete="new-password"
          required
          hint={`At least ${passwordMinLength} characters`}
          {...field('password')}
        />
        <PasswordField label="Confirm password" autoComplete="new-password" required {...field('confirmPassword')} />
      </div>
      <div className="flex items-start gap-3 text-sm text-slate-700">
        <input
          id={termsId}
          type="checkbox"
          required
          checked={values.acceptTerms}
          onChange={(event) => setValues((current) => ({ ...current, acceptTerms: event.target.checked }))}
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
        />
        {/* The texts open in a new tab: following them here would leave the form and lose what was typed. */}
        <label htmlFor={termsId}>
          I accept the{' '}
          <Link to="/terms" target="_blank" rel="noopener" className={inlineLinkClasses}>
            Terms of Service<span className="sr-only"> (opens in a new tab)</span>
          </Link>{' '}
          and have read the{' '}
          <Link to="/privacy" target="_blank" rel="noopener" className={inlineLinkClasses}>
            Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
          </Link>
          .
        </label>
      </div>
      <Button type="submit" size="lg" fullWidth disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : isEmployer ? 'Create employer account' : 'Create account'}
      </Button>
    </form>
  );
}

import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@orbit/shared/messages';
import { employerIndustryOptions, passwordMinLength } from '@orbit/shared/options';
import { Button } from '../../../components/button.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useAlerts } from '../../../lib/alerts/alerts-context.ts';
import { errorMessages } from '../../../lib/api-error.ts';
import { registerRequest } from '../api/register.ts';
import {
  registerFormError,
  registrationPayload,
  type RegisterFormValues,
  type RegisterUserType,
} from '../utils/register-form.ts';

interface RegisterFormProps {
  userType: RegisterUserType;
  /** Held by the page so the shared fields survive a switch between the tabs. */
  values: RegisterFormValues;
  onChange: (update: (current: RegisterFormValues) => RegisterFormValues) => void;
}

/** One tab's form (spec sections 3 and 5); the employer form adds company name and industry. */
export function RegisterForm({ userType, values, onChange: setValues }: RegisterFormProps) {
  const navigate = useNavigate();
  const { showAlert, showAlerts } = useAlerts();
  const field = (name: keyof RegisterFormValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const register = useMutation({
    mutationFn: registerRequest,
    onSuccess: ({ email }) =>
      void navigate(`/verification-sent?email=${encodeURIComponent(email)}`, { state: { email } }),
    onError: (error) =>
      showAlerts(errorMessages(error, { fallback: messages.registerServerError, unexpected: messages.unexpectedErrorLater })),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = registerFormError(userType, values);
    if (problem) {
      showAlert(problem);
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
      <Button type="submit" size="lg" fullWidth disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : isEmployer ? 'Create employer account' : 'Create account'}
      </Button>
    </form>
  );
}

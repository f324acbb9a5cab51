import type { RegistrationInput } from '@orbit/shared/auth-contracts';
import { messages } from '@orbit/shared/messages';
import type { employerIndustryOptions } from '@orbit/shared/options';
import { anyBlank, newPasswordError } from '../../../lib/password-rules.ts';

export type RegisterUserType = 'candidate' | 'employer';

/** One shape for both tabs; for employers `name` is the contact name (spec section 3). */
export interface RegisterFormValues {
  name: string;
  email: string;
  phone: string;
  location: string;
  password: string;
  confirmPassword: string;
  companyName: string;
  industry: string;
  /** The checkbox accepting the Terms of Service and Privacy Notice. */
  acceptTerms: boolean;
}

export const emptyRegisterForm: RegisterFormValues = {
  name: '',
  email: '',
  phone: '',
  location: '',
  password: '',
  confirmPassword: '',
  companyName: '',
  industry: '',
  acceptTerms: false,
};

/** Spec section 5: required fields first, then matching passwords, then the minimum length; then the terms. */
export function registerFormError(userType: RegisterUserType, values: RegisterFormValues): string | null {
  const required = [values.name, values.email, values.password, values.confirmPassword, values.phone];
  if (userType === 'employer') required.push(values.companyName, values.industry);
  if (anyBlank(required)) return messages.fillRequiredFields;
  const passwordProblem = newPasswordError(values.password, values.confirmPassword);
  if (passwordProblem) return passwordProblem;
  return values.acceptTerms ? null : messages.acceptTerms;
}

export function registrationPayload(userType: RegisterUserType, values: RegisterFormValues): RegistrationInput {
  const common = {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    phone: values.phone.trim(),
    location: values.location.trim(),
    // Sent only once the form has checked the box (registerFormError); the server refuses anything but true.
    acceptTerms: true as const,
  };
  if (userType === 'candidate') return { userType, ...common };
  return {
    userType,
    ...common,
    companyName: values.companyName.trim(),
    // The select only offers the shared list; the server validates it again.
    industry: values.industry as (typeof employerIndustryOptions)[number],
  };
}

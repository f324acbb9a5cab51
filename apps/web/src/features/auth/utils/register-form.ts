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
};

/** Spec section 5: required fields first, then matching passwords, then the minimum length. */
export function registerFormError(userType: RegisterUserType, values: RegisterFormValues): string | null {
  const required = [values.name, values.email, values.password, values.confirmPassword, values.phone];
  if (userType === 'employer') required.push(values.companyName, values.industry);
  if (anyBlank(required)) return messages.fillRequiredFields;
  return newPasswordError(values.password, values.confirmPassword);
}

export function registrationPayload(userType: RegisterUserType, values: RegisterFormValues): RegistrationInput {
  const common = {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    phone: values.phone.trim(),
    location: values.location.trim(),
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

import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { googleErrorMessages } from '@orbit/shared/google-sign-in-contracts';
import { messages } from '@orbit/shared/messages';
import { employerIndustryOptions } from '@orbit/shared/options';
import { Button } from '../../../components/button.tsx';
import { Notice } from '../../../components/notice.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import { anyBlank } from '../../../lib/password-rules.ts';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { fragmentValue, googlePendingSignUpRequest, googleSignUpRequest } from '../api/google.ts';
import { AuthShell, textLinkClasses } from '../components/auth-shell.tsx';
import { useFinishGoogleSignIn } from '../components/use-finish-google-sign-in.ts';

const inlineLinkClasses = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

const roles = [
  { value: 'candidate', label: 'Job seeker', hint: 'Find remote jobs and apply' },
  { value: 'employer', label: 'Employer', hint: 'Post jobs and hire' },
] as const;

/**
 * `/register/google#ticket=…`: a person Google signed in who has no account yet. Nothing exists until they accept
 * the terms and choose job seeker (the default) or employer (with the company fields registration asks).
 */
export function GoogleSignUpPage() {
  useDocumentTitle('Create your account');
  const location = useLocation();
  const [ticket] = useState(() => fragmentValue(location.hash, 'ticket'));
  const termsId = useId();
  const { showToast, showToasts } = useToasts();
  const finish = useFinishGoogleSignIn();
  const [userType, setUserType] = useState<'candidate' | 'employer'>('candidate');
  const [values, setValues] = useState({ name: '', phone: '', location: '', companyName: '', industry: '' });
  const [acceptTerms, setAcceptTerms] = useState(false);

  const pending = useQuery({
    queryKey: ['google-sign-up', ticket],
    queryFn: async () => {
      const answer = await googlePendingSignUpRequest(ticket ?? '');
      setValues((current) => (current.name ? current : { ...current, name: answer.name }));
      return answer;
    },
    enabled: ticket !== null,
    retry: false,
    staleTime: Infinity,
  });

  const signUp = useMutation({
    mutationFn: googleSignUpRequest,
    onSuccess: (answer) => finish(answer, null),
    onError: (error) =>
      showToasts(
        errorMessages(error, { fallback: messages.registerServerError, unexpected: messages.unexpectedErrorLater }),
      ),
  });

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const required = [
      values.name,
      values.phone,
      ...(userType === 'employer' ? [values.companyName, values.industry] : []),
    ];
    if (anyBlank(required)) return showToast(messages.fillRequiredFields);
    if (!acceptTerms) return showToast(messages.acceptTerms);
    const common = {
      ticket: ticket ?? '',
      name: values.name.trim(),
      phone: values.phone.trim(),
      location: values.location.trim(),
      acceptTerms: true as const,
    };
    signUp.mutate(
      userType === 'employer'
        ? {
            ...common,
            userType,
            companyName: values.companyName.trim(),
            industry: values.industry as (typeof employerIndustryOptions)[number],
          }
        : { ...common, userType },
    );
  };

  if (!ticket || pending.isError) {
    return (
      <AuthShell standalone title="Create your account">
        <div className="space-y-4">
          <Notice tone="error">{googleErrorMessages.expired}</Notice>
          <Link to="/register" className={textLinkClasses}>
            Back to sign up
          </Link>
        </div>
      </AuthShell>
    );
  }
  if (!pending.data) {
    return (
      <AuthShell standalone title="Create your account">
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      </AuthShell>
    );
  }

  const isEmployer = userType === 'employer';
  return (
    <AuthShell
      standalone
      wide
      title="Create your account"
      subtitle={
        <>
          Signed in with Google as <strong className="font-semibold text-slate-900">{pending.data.email}</strong>. One
          more step and your account is ready.
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">I am joining as</legend>
          <div className="mt-2 grid grid-cols-2 gap-3">
            {roles.map((role) => (
              <label
                key={role.value}
                className={`flex cursor-pointer flex-col rounded-lg border p-3 text-sm ${
                  userType === role.value ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white'
                }`}
              >
                <span className="flex items-center gap-2 font-semibold text-slate-900">
                  <input
                    type="radio"
                    name="userType"
                    value={role.value}
                    checked={userType === role.value}
                    onChange={() => setUserType(role.value)}
                    className="accent-brand-600"
                  />
                  {role.label}
                </span>
                <span className="mt-1 text-slate-600">{role.hint}</span>
              </label>
            ))}
          </div>
        </fieldset>
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
          <TextField label="Phone" type="tel" autoComplete="tel" required {...field('phone')} />
          <TextField
            label="Location"
            optional
            autoComplete="address-level2"
            placeholder="e.g. Lagos, Nigeria"
            {...field('location')}
          />
        </div>
        <div className="flex items-start gap-3 text-sm text-slate-700">
          <input
            id={termsId}
            type="checkbox"
            required
            checked={acceptTerms}
            onChange={(event) => setAcceptTerms(event.target.checked)}
            className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
          />
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
        <Button type="submit" size="lg" fullWidth disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account...' : isEmployer ? 'Create employer account' : 'Create account'}
        </Button>
      </form>
    </AuthShell>
  );
}

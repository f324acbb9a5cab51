import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { teamRoleLabels, teamRoleSummaries, type InvitationPreview } from '@orbit/shared/team-contracts';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { ErrorList, Notice } from '../../../components/notice.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { employerQueryKey } from '../../../lib/employer-api.ts';
import { loginPathFor } from '../../../lib/return-url.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import {
  acceptInvitationRequest,
  loginRequest,
  registerInvitedRequest,
  useInvitationPreview,
} from '../api/team-api.ts';

const texts = { fallback: 'Joining the team failed.', unexpected: 'Something went wrong. Please try again.' };

/**
 * /team/join?token=… — the link in an invitation e-mail. Signed out: a sign-up form for the invited address (no company
 * fields: the invitation names the company). Signed in as an employer of no company: a button that joins.
 */
export function JoinTeamPage() {
  useDocumentTitle('Join a team');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useInvitationPreview(token);
  const { user } = useAuth();

  if (token && preview.isPending) return <PageSpinner label="Reading your invitation..." />;
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Join a team</h1>
      {!token || preview.isError || !preview.data ? (
        <Notice tone="error" className="mt-6">
          {errorMessages(preview.error, {
            fallback: 'This invitation link is not valid.',
            unexpected: 'This invitation link is not valid.',
          })}
        </Notice>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            <strong>{preview.data.company}</strong> invited <span className="break-all">{preview.data.email}</span> to
            its team as {teamRoleLabels[preview.data.role]}. {teamRoleSummaries[preview.data.role]}
          </p>
          <Card className="mt-6 p-5 sm:p-6">
            {user ? (
              <AcceptAsUser token={token} invitation={preview.data} />
            ) : (
              <RegisterThroughInvitation token={token} invitation={preview.data} />
            )}
          </Card>
        </>
      )}
    </div>
  );
}

function AcceptAsUser({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const accept = useMutation({
    mutationFn: () => acceptInvitationRequest(token),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: employerQueryKey });
      void navigate('/team');
    },
  });
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        You are signed in as <span className="break-all">{user?.email}</span>.
        {user?.email !== invitation.email && ' The invitation was sent to another address: sign in with that one.'}
      </p>
      {accept.isError && <ErrorList errors={errorMessages(accept.error, texts)} />}
      <Button onClick={() => accept.mutate()} disabled={accept.isPending}>
        Join {invitation.company}
      </Button>
    </div>
  );
}

function RegisterThroughInvitation({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const navigate = useNavigate();
  const { login } = useAuth();
  const termsId = useId();
  const [values, setValues] = useState({ name: '', password: '', phone: '', location: '', acceptTerms: false });
  const register = useMutation({
    mutationFn: async () => {
      await registerInvitedRequest({ ...values, email: invitation.email, invitationToken: token });
      // The link came to this inbox, so the address is verified: sign in at once.
      const { token: session } = await loginRequest(invitation.email, values.password);
      await login(session);
    },
    onSuccess: () => void navigate('/team'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    register.mutate();
  };
  const set = (name: 'name' | 'password' | 'phone' | 'location') => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <h2 className="text-lg font-semibold text-slate-900">Create your employer account</h2>
      <TextField label="Work e-mail" type="email" value={invitation.email} readOnly hint="The invited address" />
      <TextField label="Your name" autoComplete="name" required value={values.name} onChange={set('name')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={set('password')}
      />
      <TextField label="Phone" type="tel" autoComplete="tel" required value={values.phone} onChange={set('phone')} />
      <TextField
        label="Location"
        optional
        autoComplete="address-level2"
        value={values.location}
        onChange={set('location')}
      />
      <div className="flex items-start gap-2 text-sm text-slate-700">
        <input
          id={termsId}
          type="checkbox"
          required
          checked={values.acceptTerms}
          onChange={(event) => setValues((current) => ({ ...current, acceptTerms: event.target.checked }))}
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-600"
        />
        <label htmlFor={termsId}>
          I accept the{' '}
          <Link to="/terms" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
            Terms of Service<span className="sr-only"> (opens in a new tab)</span>
          </Link>{' '}
          and have read the{' '}
          <Link to="/privacy" target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
            Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
          </Link>
        </label>
      </div>
      {register.isError && <ErrorList errors={errorMessages(register.error, texts)} />}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={register.isPending}>
          {register.isPending ? 'Joining…' : `Join ${invitation.company}`}
        </Button>
        <ButtonLink to={loginPathFor(`/team/join?token=${encodeURIComponent(token)}`)} variant="ghost">
          I have an employer account
        </ButtonLink>
      </div>
    </form>
  );
}

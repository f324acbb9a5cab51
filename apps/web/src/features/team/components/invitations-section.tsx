import { useState, type FormEvent } from 'react';
import {
  teamRoleLabels,
  teamRoleSummaries,
  teamRoles,
  type TeamInvitation,
  type TeamRole,
} from '@orbit/shared/team-contracts';
import { Button } from '../../../components/button.tsx';
import { ErrorList } from '../../../components/notice.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { useInvite, useResendInvitation, useRevokeInvitation } from '../api/team-api.ts';

const texts = { fallback: 'The invitation could not be sent.', unexpected: 'Something went wrong. Please try again.' };
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** Owners and admins: invite by e-mail with a role, and resend or revoke the invitations still open. */
export function InvitationsSection({ invitations, myRole }: { invitations: TeamInvitation[]; myRole: TeamRole }) {
  const { showToast, showToasts } = useToasts();
  const invite = useInvite();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('recruiter');
  const roles = teamRoles.filter((option) => myRole === 'owner' || option !== 'owner');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email, role },
      {
        onSuccess: () => {
          showToast(`Invitation sent to ${email}.`, 'success');
          setEmail('');
        },
      },
    );
  };
  const failed = (error: unknown) => showToasts(errorMessages(error, texts), 'danger');

  return (
    <section aria-labelledby="invite-heading" className="space-y-4">
      <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
        Invite a member
      </h2>
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end" noValidate>
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          label="Role"
          value={role}
          options={roles.map((value) => ({ value, label: teamRoleLabels[value] }))}
          onChange={(event) => setRole(event.target.value as TeamRole)}
        />
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </form>
      <p className="text-sm text-slate-600">{teamRoleSummaries[role]} The link works for 7 days.</p>
      {invite.isError && <ErrorList errors={errorMessages(invite.error, texts)} />}

      <h3 className="text-base font-semibold text-slate-900">Pending invitations</h3>
      {invitations.length === 0 ? (
        <p className="text-sm text-slate-600">No invitation is waiting.</p>
      ) : (
        <ul className="space-y-2">
          {invitations.map((invitation) => (
            <li
              key={invitation._id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
            >
              <div className="min-w-0">
                <p className="break-all font-medium text-slate-900">{invitation.email}</p>
                <p className="text-sm text-slate-600">
                  {teamRoleLabels[invitation.role]} · link valid until{' '}
                  {dateFormat.format(new Date(invitation.expiresAt))}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={resend.isPending}
                  aria-label={`Resend the invitation to ${invitation.email}`}
                  onClick={() =>
                    resend.mutate(invitation._id, {
                      onError: failed,
                      onSuccess: () => showToast(`A new link went to ${invitation.email}.`, 'success'),
                    })
                  }
                >
                  Resend
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={revoke.isPending}
                  aria-label={`Revoke the invitation to ${invitation.email}`}
                  onClick={() =>
                    revoke.mutate(invitation._id, {
                      onError: failed,
                      onSuccess: () => showToast(`The invitation to ${invitation.email} was revoked.`, 'success'),
                    })
                  }
                >
                  Revoke
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

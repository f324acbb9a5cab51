import { useState } from 'react';
import type { PostedJob } from '@orbit/shared/posting-contracts';
import { teamRoleLabels, teamRoles, type TeamMember, type TeamRole } from '@orbit/shared/team-contracts';
import { Button } from '../../../components/button.tsx';
import { Modal } from '../../../components/modal.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { errorMessages } from '../../../lib/api-error.ts';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { useRemoveMember, useUpdateMember } from '../api/team-api.ts';

const texts = { fallback: 'The change could not be saved.', unexpected: 'Something went wrong. Please try again.' };

/**
 * One member: their role (a select for owners and admins; owners only change owners), a hiring manager's jobs, and
 * Remove (or Leave, on one's own card). The server decides; these controls only leave out what it would refuse: the
 * last owner can neither leave, be removed nor change role, so their card says how to hand over instead.
 */
export function MemberCard({
  member,
  me,
  jobs,
  lastOwner,
}: {
  member: TeamMember;
  me: { userId: string; role: TeamRole };
  jobs: PostedJob[];
  /** The company's only owner. */
  lastOwner: boolean;
}) {
  const { showToasts, showToast } = useToasts();
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const [confirming, setConfirming] = useState(false);
  const self = member.userId === me.userId;
  const manager = me.role === 'owner' || me.role === 'admin';
  const canChange = manager && !lastOwner && (me.role === 'owner' || member.role !== 'owner');
  const roleOptions = teamRoles
    .filter((role) => me.role === 'owner' || role !== 'owner')
    .map((role) => ({ value: role, label: teamRoleLabels[role] }));
  const failed = (error: unknown) => showToasts(errorMessages(error, texts), 'danger');
  const assigned = new Set(member.jobIds ?? []);

  const toggleJob = (jobId: string, on: boolean) => {
    const next = on ? [...assigned, jobId] : [...assigned].filter((id) => id !== jobId);
    update.mutate({ userId: member.userId, update: { jobIds: next } }, { onError: failed });
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {member.name}
            {self && <span className="font-normal text-slate-500"> (you)</span>}
          </p>
          <p className="break-all text-sm text-slate-600">{member.email}</p>
        </div>
        {canChange ? (
          <SelectField
            label={`Role of ${member.name}`}
            className="w-48"
            value={member.role}
            options={roleOptions}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate(
                { userId: member.userId, update: { role: event.target.value as TeamRole } },
                {
                  onError: failed,
                  onSuccess: () =>
                    showToast(`${member.name} is now ${teamRoleLabels[event.target.value as TeamRole]}.`, 'success'),
                },
              )
            }
          />
        ) : (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-semibold text-slate-700">
            {teamRoleLabels[member.role]}
          </span>
        )}
      </div>

      {member.role === 'hiring-manager' && (
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-slate-800">Jobs assigned to {member.name}</legend>
          {jobs.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">Your company has no jobs yet.</p>
          ) : (
            <ul className="mt-2 space-y-1">
              {jobs.map((job) => (
                <li key={job._id}>
                  <label className="flex items-center gap-2 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      className="h-4 w-4 rounded border-slate-300 accent-brand-600"
                      checked={assigned.has(job._id)}
                      disabled={!manager || update.isPending}
                      onChange={(event) => toggleJob(job._id, event.target.checked)}
                    />
                    {job.title} <span className="text-slate-500">({job.postingStatus})</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      )}

      {lastOwner && (
        <p className="mt-3 text-sm text-slate-600">
          The company’s only owner. To leave or change this role, first make another member an owner.
        </p>
      )}
      {(canChange || (self && !lastOwner)) && (
        <div className="mt-4">
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            {self ? 'Leave the team' : `Remove ${member.name}`}
          </Button>
        </div>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={self ? 'Leave the team?' : `Remove ${member.name}?`}
        description={
          self
            ? 'You lose access to the company’s jobs and applicants at once.'
            : `${member.name} loses access to the company’s jobs and applicants at once. Their account stays.`
        }
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(member.userId, {
                onError: failed,
                onSuccess: () => {
                  setConfirming(false);
                  showToast(self ? 'You left the team.' : `${member.name} was removed.`, 'success');
                  if (self) window.location.assign('/dashboard');
                },
              })
            }
          >
            {self ? 'Leave' : 'Remove'}
          </Button>
        </div>
      </Modal>
    </li>
  );
}

import { teamRoleLabels } from '@orbit/shared/team-contracts';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { Notice } from '../../../components/notice.tsx';
import { EmployersOnlyPage } from '../../../components/role-notice-page.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSignedInUser } from '../../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCompanyJobs, useTeam } from '../api/team-api.ts';
import { AuditTrail } from '../components/audit-trail.tsx';
import { InvitationsSection } from '../components/invitations-section.tsx';
import { MemberCard } from '../components/member-card.tsx';

/**
 * /team (employers): the company's members and their roles, a hiring manager's jobs, invitations, and — for owners
 * and admins — the audit trail. Every change is the server's call (apps/server/src/features/team/README.md).
 */
export function TeamPage() {
  useDocumentTitle('Team');
  const user = useSignedInUser();
  const isEmployer = user.role === 'employer';
  const team = useTeam();
  const manager = team.data?.me.role === 'owner' || team.data?.me.role === 'admin';
  const jobs = useCompanyJobs(isEmployer && team.isSuccess);

  if (!isEmployer) return <EmployersOnlyPage title="Teams are for employer accounts" />;
  if (team.isPending) return <PageSpinner label="Loading your team..." />;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Team</h1>
      {team.isError || !team.data ? (
        <Notice tone={isApiError(team.error, 403) ? 'info' : 'error'} className="mt-6">
          {isApiError(team.error, 403) ? (
            <p>{team.error.msg} Ask a company’s owner or admin to invite you; the link in their e-mail adds you.</p>
          ) : (
            <>
              <p>Your team could not be loaded. Please try again later.</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void team.refetch()}>
                Try again
              </Button>
            </>
          )}
        </Notice>
      ) : (
        <>
          <p className="mt-2 text-slate-600">
            You are {teamRoleLabels[team.data.me.role]}. A change of role or a removal counts from the member’s next
            action.
          </p>
          <div className="mt-6 space-y-8">
            <section aria-labelledby="members-heading" className="space-y-4">
              <h2 id="members-heading" className="text-lg font-semibold text-slate-900">
                Members ({team.data.members.length})
              </h2>
              <ul className="space-y-3">
                {team.data.members.map((member) => (
                  <MemberCard
                    key={member.userId}
                    member={member}
                    me={team.data.me}
                    jobs={jobs.data ?? []}
                    lastOwner={
                      member.role === 'owner' && team.data.members.filter((m) => m.role === 'owner').length === 1
                    }
                  />
                ))}
              </ul>
            </section>
            {manager && (
              <Card className="p-5 sm:p-6">
                <InvitationsSection invitations={team.data.invitations} myRole={team.data.me.role} />
              </Card>
            )}
            {manager && <AuditTrail members={team.data.members} jobs={jobs.data ?? []} />}
          </div>
        </>
      )}
    </div>
  );
}

import { useState } from 'react';
import type { PostedJob } from '@orbit/shared/posting-contracts';
import { auditActionLabels, type AuditEntry, type TeamMember } from '@orbit/shared/team-contracts';
import { Notice } from '../../../components/notice.tsx';
import { PageNav } from '../../../components/page-nav.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useAudit } from '../api/team-api.ts';

const timeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Owners and admins: who did what, newest first, filtered by member and by job, 25 a page (kept a year). */
export function AuditTrail({ members, jobs }: { members: TeamMember[]; jobs: PostedJob[] }) {
  const [member, setMember] = useState('');
  const [jobId, setJobId] = useState('');
  const [page, setPage] = useState(1);
  const audit = useAudit({ member, jobId, page }, true);
  const jobTitles = new Map(jobs.map((job) => [job._id, job.title]));
  // What the cards (phone) and the table (wider) both show of an entry.
  const actorName = (entry: AuditEntry) => entry.actor.name || 'A former member';
  const jobTitle = (entry: AuditEntry) => (entry.jobId ? (jobTitles.get(entry.jobId) ?? 'A removed job') : null);

  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <div>
        <h2 id="audit-heading" className="text-lg font-semibold text-slate-900">
          Audit trail
        </h2>
        <p className="text-sm text-slate-600">What every member did, kept for a year.</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Member"
          value={member}
          placeholder="Everyone"
          options={members.map((option) => ({ value: option.userId, label: option.name }))}
          onChange={(event) => {
            setMember(event.target.value);
            setPage(1);
          }}
        />
        <SelectField
          label="Job"
          value={jobId}
          placeholder="Every job"
          options={jobs.map((job) => ({ value: job._id, label: job.title }))}
          onChange={(event) => {
            setJobId(event.target.value);
            setPage(1);
          }}
        />
      </div>
      {audit.isPending ? (
        <Spinner label="Loading the audit trail..." />
      ) : audit.isError || !audit.data ? (
        <Notice tone="error">The audit trail could not be loaded. Please try again later.</Notice>
      ) : audit.data.entries.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing recorded yet.</p>
      ) : (
        <>
          {/* A phone gets one card an entry: five columns at 390 px meant scrolling sideways to read each row. */}
          <ol className="space-y-3 sm:hidden" aria-label="Audit entries">
            {audit.data.entries.map((entry, index) => (
              <li key={`${entry.at}-${index}`} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
                <p className="flex flex-wrap justify-between gap-x-3 text-slate-600">
                  <span className="font-medium text-slate-900">{actorName(entry)}</span>
                  <time dateTime={entry.at}>{timeFormat.format(new Date(entry.at))}</time>
                </p>
                <p className="mt-1 font-semibold text-slate-900">{auditActionLabels[entry.action]}</p>
                {entry.jobId && <p className="text-slate-700">{jobTitle(entry)}</p>}
                {entry.detail && <p className="mt-1 break-words text-slate-700">{entry.detail}</p>}
              </li>
            ))}
          </ol>
          {/* Wider screens: the table; it may still scroll sideways, so it is focusable for a keyboard. */}
          <div
            className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block"
            tabIndex={0}
            role="region"
            aria-label="Audit entries"
          >
            <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
              <caption className="sr-only">
                Audit entries, page {audit.data.page} of {audit.data.totalPages}
              </caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    When
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Who
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    What
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Job
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Detail
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 text-slate-800">
                {audit.data.entries.map((entry, index) => (
                  <tr key={`${entry.at}-${index}`}>
                    <td className="whitespace-nowrap px-3 py-2">
                      <time dateTime={entry.at}>{timeFormat.format(new Date(entry.at))}</time>
                    </td>
                    <td className="px-3 py-2">{actorName(entry)}</td>
                    <td className="px-3 py-2">{auditActionLabels[entry.action]}</td>
                    <td className="px-3 py-2">{jobTitle(entry) ?? '—'}</td>
                    <td className="px-3 py-2">{entry.detail}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {audit.data.totalPages > 1 && (
            <PageNav
              label="Pages of the audit trail"
              current={audit.data.page}
              total={audit.data.totalPages}
              onPage={setPage}
            />
          )}
        </>
      )}
    </section>
  );
}

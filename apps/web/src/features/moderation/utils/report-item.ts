import type { OutreachReport } from '@orbit/shared/outreach-contracts';

/** What was reported, in the moderator's words. */
export function reportHeading(report: Pick<OutreachReport, 'kind' | 'heldByScreening'>): string {
  if (report.kind === 'contact-request') {
    return report.heldByScreening ? 'Contact request held by screening' : 'Reported contact request';
  }
  return report.heldByScreening ? 'Message held by screening' : 'Reported message';
}

/** The decision already taken, or null while the report is open. */
export function reportOutcome(status: OutreachReport['status']): string | null {
  if (status === 'dismissed') return 'Dismissed';
  if (status === 'employer-suspended') return 'Employer suspended';
  return null;
}

/** The report's own reason: the seeker's words, or why screening held the message. */
export function reportReason(report: Pick<OutreachReport, 'reason' | 'heldByScreening'>): string {
  if (report.reason.trim()) return report.reason;
  return report.heldByScreening
    ? 'No seeker reported it: screening held it before anyone read it.'
    : 'No reason given.';
}

/** Open reports first, as the server sends them; the count the page announces. */
export const openReportCount = (reports: readonly Pick<OutreachReport, 'status'>[]): number =>
  reports.filter((report) => report.status === 'open').length;

import { invitationLifetimeDays, teamRoleLabels, teamRoleSummaries, type TeamRole } from '@orbit/shared/team-contracts';
import { emailLayout } from '../../lib/mail/email-layout.ts';
import type { OutgoingEmail } from '../../lib/mail/enqueue-email.ts';

/** The page an invitation's link opens (apps/web: the team feature's join page). */
export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/team/join?token=${encodeURIComponent(token)}`;

const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/**
 * To the invited address: who invites them, to which company, with what role, and the link (valid 7 days). Names are
 * passed as text: emailLayout escapes them into the HTML part.
 */
export function invitationEmail(content: {
  to: string;
  company: string;
  inviterName: string;
  role: TeamRole;
  link: string;
}): OutgoingEmail {
  return emailLayout({
    to: content.to,
    subject: oneLine(`${content.inviterName} invited you to ${content.company}’s team on Orbit Jobs`).slice(0, 250),
    lines: [
      'Hello,',
      `${content.inviterName} invited you to join ${content.company} on Orbit Jobs as ${teamRoleLabels[content.role]}: ${teamRoleSummaries[content.role]}`,
      `Open the link to create your employer account, or to join with the one you have. It works for ${invitationLifetimeDays} days.`,
      'If you did not expect this, ignore this e-mail: nothing happens without the link.',
    ],
    action: { label: 'Join the team', url: content.link },
  });
}

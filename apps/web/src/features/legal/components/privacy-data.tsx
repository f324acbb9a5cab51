import type { ReactNode } from 'react';
import { helpFigures } from '../../../lib/help-figures.ts';

interface Row {
  what: string;
  details: ReactNode;
  why: ReactNode;
  kept: ReactNode;
}

/** What the database holds about a person (apps/server/src/db/schema), why, and for how long. */
const rows: Row[] = [
  {
    what: 'Your account',
    details:
      'Name, e-mail address, phone, location, account type, your company (employers), whether and when you verified your address, your e-mail preferences, and which version of the terms and this policy you accepted and when. Your password is kept only as a one-way hash (argon2id): nobody can read it.',
    why: 'To run your account, sign you in and write to you about it.',
    kept: 'Until you delete your account.',
  },
  {
    what: 'Your profile',
    details:
      'Job title, experience, education, skills, the job types you want, salary expectation, bio and profile picture.',
    why: 'To work out match scores and to fill in the applications you send.',
    kept: 'Until you change it or delete your account.',
  },
  {
    what: 'Your resume',
    details:
      'The file you upload, the text read from it, what we found in it (skills, years of experience, latest title) and the suggestions you turned down.',
    why: 'To send it with your applications and to suggest updates to your profile.',
    kept: 'Until you replace it or delete your account. A replaced resume is deleted at once, unless an application was sent with it: then it stays with that application, for its employer.',
  },
  {
    what: 'Your applications',
    details:
      'The job, the status and when it changed, your cover letter, your private notes, the match score and its breakdown, whether Autopilot sent it, the feedback the employer gave you, and the employer’s own notes on it.',
    why: 'To apply and to let you follow each application.',
    kept: 'Until you delete your account; the employer’s side then keeps it without anything that identifies you.',
  },
  {
    what: 'Autopilot',
    details: 'Your settings and every decision: the job, what was done, the reason, the score and the letter.',
    why: 'To apply within your settings, and to show you what it did.',
    kept: `Until you delete your account; a skip (a job Autopilot passed over, and why) is deleted ${helpFigures.autopilot.skipRetentionDays} days after it was written, when its job has long closed.`,
  },
  {
    what: 'E-mails',
    details:
      'Each e-mail we send to you or, for your applications, to employers: recipient, subject, text, and whether it was delivered.',
    why: 'To deliver them, retry them, and tell you when an application e-mail could not be delivered.',
    kept: 'Until you delete your account.',
  },
  {
    what: 'Sign-ins',
    details: 'For each signed-in device: when, when it was last used, its browser (user agent) and its IP address.',
    why: `To keep you signed in (a sign-in ends after ${helpFigures.sessionDefaultHours} hours without use, or ${helpFigures.sessionRememberedDays} days if you ticked “Remember for ${helpFigures.sessionRememberedDays} days”), to list your sessions on your profile so you can end them, to e-mail you when a new device signs in, to end sessions when you log out or change your password, and to protect your account.`,
    kept: 'Until you delete your account.',
  },
  {
    what: 'Security counters',
    details:
      'Failed logins, requests for verification and password e-mails, registrations of existing addresses and contact messages, counted by e-mail address or IP address.',
    why: 'To stop password guessing and e-mail flooding (our legitimate interest, and yours).',
    kept: 'Each counts for 15 minutes to an hour; we delete old ones when the same address or IP address is next counted.',
  },
  {
    what: 'Job views',
    details:
      'One view per viewer per day of a job posted on Orbit Jobs: your account if signed in, otherwise a one-way digest of your IP address and browser (never the address itself).',
    why: 'To show employers how many people viewed their post: a number, never who.',
    kept: 'As long as the job.',
  },
  {
    what: 'Contact messages',
    details: 'Your name, e-mail address, topic, message, and the address of a job you report.',
    why: 'To answer you and act on reports.',
    kept: 'As long as we need to deal with your message; ask us and we delete it.',
  },
  {
    what: 'Mobile app waitlist',
    details: 'Name, location, e-mail address and the platform you chose.',
    why: 'To tell you when the app is out.',
    kept: 'Until the app launches, or until you ask to leave the list.',
  },
];

export function PrivacyDataTable() {
  return (
    <div className="space-y-4">
      {rows.map((row) => (
        <div key={row.what} className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
          <h3 className="font-semibold text-slate-900">{row.what}</h3>
          <p className="mt-1">{row.details}</p>
          <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[6rem_1fr]">
            <dt className="font-medium text-slate-900">Why</dt>
            <dd>{row.why}</dd>
            <dt className="font-medium text-slate-900">Kept</dt>
            <dd>{row.kept}</dd>
          </dl>
        </div>
      ))}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Bullets, TextLink, Topic } from '../../../components/info-page.tsx';

const rights: { right: string; how: ReactNode }[] = [
  {
    right: 'See your data and take a copy (access, portability)',
    how: (
      <>
        On your <TextLink to="/profile">profile</TextLink>, “Download my data”: a file of everything we keep about you
        (JSON, a format other services can read) with your uploaded files, sent to you as a link.
      </>
    ),
  },
  {
    right: 'Correct it',
    how: (
      <>
        Edit your <TextLink to="/profile">profile</TextLink> at any time. To change your e-mail address, or anything you
        cannot edit yourself, <TextLink to="/contact?topic=privacy">write to us</TextLink>.
      </>
    ),
  },
  {
    right: 'Delete it (erasure)',
    how: (
      <>
        On your <TextLink to="/profile">profile</TextLink>, “Delete my account”. Your account, sign-ins, uploaded files
        and resume text are erased, and your applications are anonymised: employers keep them on Orbit Jobs without your
        name or details. What an employer already received by e-mail or in their own system is theirs; you can ask them
        to delete it.
      </>
    ),
  },
  {
    right: 'Object, or restrict what we do',
    how: (
      <>
        Turn Autopilot off or to “Ask me before each application”, turn status e-mails off (profile, or the link in each
        e-mail), or <TextLink to="/contact?topic=privacy">write to us</TextLink> about anything else.
      </>
    ),
  },
  {
    right: 'Not be subject to decisions made only by a machine',
    how: 'Autopilot acts only when you turn it on, within your settings, and you can see and stop every decision. Employers make their own decisions about applications; the match score is one aid.',
  },
  {
    right: 'Complain to a regulator',
    how: 'You may complain to the data protection authority of your country (below); we would like to hear from you first, so we can put things right.',
  },
];

export function PrivacyRights() {
  return (
    <>
      <div className="space-y-4">
        {rights.map((entry) => (
          <div key={entry.right} className="rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-5">
            <h3 className="font-semibold text-slate-900">{entry.right}</h3>
            <p className="mt-1">{entry.how}</p>
          </div>
        ))}
      </div>
      <p>
        Using these rights is free. We answer within one month, or sooner where the law that protects you sets a shorter
        time. To protect your account, we act on requests sent from the e-mail address of the account, or may ask you to
        confirm that it is yours.
      </p>
      <Topic title="The laws that give you these rights">
        <Bullets>
          <li>
            <strong className="text-slate-900">
              European Union and EEA: the General Data Protection Regulation (GDPR)
            </strong>
            , Articles 15 to 22 (and the UK GDPR in the United Kingdom). Complaints: the data protection authority of
            your country.
          </li>
          <li>
            <strong className="text-slate-900">Nigeria: the Nigeria Data Protection Act 2023 (NDPA).</strong>{' '}
            Complaints: the Nigeria Data Protection Commission (NDPC).
          </li>
          <li>
            <strong className="text-slate-900">Kenya: the Data Protection Act 2019.</strong> Complaints: the Office of
            the Data Protection Commissioner (ODPC).
          </li>
          <li>
            <strong className="text-slate-900">
              South Africa: the Protection of Personal Information Act 2013 (POPIA).
            </strong>{' '}
            Complaints: the Information Regulator.
          </li>
        </Bullets>
        <p>Wherever you live, we give everyone the rights above, whether or not a law requires it where you are.</p>
      </Topic>
    </>
  );
}

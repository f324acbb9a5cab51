import { useSearchParams } from 'react-router';
import { Card } from '../../../components/card.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { InfoPage, TextLink } from '../../../components/info-page.tsx';
import { initialContactForm } from '../utils/contact-form.ts';

/** /contact: a real form: kept, e-mailed to the support inbox, a copy to the sender (features/support on the server). */
export function ContactPage() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  // Keyed by the signed-in user, so the name and address fill in once the session has loaded.
  const initial = initialContactForm(user, searchParams);
  return (
    <InfoPage
      title="Contact Us"
      intro={
        <p>
          A question, a job that looks wrong, a request about your data: write to us here and we will answer by e-mail.
          You get a copy of your message.
        </p>
      }
    >
      <Card className="p-5 sm:p-8">
        <ContactForm key={user?._id ?? 'visitor'} initial={initial} />
      </Card>
      <div className="space-y-3 text-sm">
        <p>
          <strong className="text-slate-900">Reporting a job?</strong> “Report this job” under the job’s description
          fills this in for you; or choose “Report a job” and paste the address of its page. See the{' '}
          <TextLink to="/support#safety">warning signs of a scam</TextLink>.
        </p>
        <p>
          <strong className="text-slate-900">About your data?</strong> You can download it or delete your account
          yourself on your <TextLink to="/profile">profile</TextLink>. For anything else, choose “Privacy and my data”;
          the <TextLink to="/privacy#rights">privacy policy</TextLink> explains your rights.
        </p>
        <p>
          Many answers are already in <TextLink to="/support">Help and Support</TextLink>.
        </p>
      </div>
    </InfoPage>
  );
}

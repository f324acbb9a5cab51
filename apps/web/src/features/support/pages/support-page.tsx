import { FaqAutopilot } from '../components/faq-autopilot.tsx';
import { FaqYourData } from '../components/faq-data.tsx';
import { FaqMatching } from '../components/faq-matching.tsx';
import { FaqAccount, FaqSafety } from '../components/faq-safety.tsx';
import { InfoPage, TextLink } from '../../../components/info-page.tsx';

const contents = [
  { id: 'matching', label: 'Matching' },
  { id: 'autopilot', label: 'Autopilot' },
  { id: 'your-data', label: 'Your resume and your data' },
  { id: 'safety', label: 'Scams and safety' },
  { id: 'account', label: 'Your account' },
];

/** /support: the questions people actually ask, answered from what the product does. */
export function SupportPage() {
  return (
    <InfoPage
      title="Help and Support"
      intro={
        <p>
          Answers to the questions we are asked most. Cannot find yours? <TextLink to="/contact">Write to us</TextLink>.
        </p>
      }
    >
      <nav aria-label="On this page" className="rounded-xl bg-slate-100 p-4 text-sm">
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {contents.map((entry) => (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <FaqMatching />
      <FaqAutopilot />
      <FaqYourData />
      <FaqSafety />
      <FaqAccount />
    </InfoPage>
  );
}

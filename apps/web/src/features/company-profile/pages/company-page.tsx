import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { CheckIcon } from '../../../components/icons.tsx';
import { Notice } from '../../../components/notice.tsx';
import { EmployersOnlyPage } from '../../../components/role-notice-page.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { useSignedInUser } from '../../../lib/auth/auth-context.ts';
import { employerCompanyQuery } from '../../../lib/employer-api.ts';
import { responseTimeLabel } from '../../../lib/job-terms.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ApplicationEmailsSetting } from '../components/application-emails-setting.tsx';
import { CompanyProfileForm } from '../components/company-profile-form.tsx';
import { LogoUpload } from '../components/logo-upload.tsx';

/** /company (employers): the company's public profile and logo, and how new applications reach them by e-mail. */
export function CompanyPage() {
  useDocumentTitle('Company profile');
  const user = useSignedInUser();
  const isEmployer = user.role === 'employer';
  const company = useQuery({ ...employerCompanyQuery, enabled: isEmployer });

  if (!isEmployer) return <EmployersOnlyPage title="Company profiles are for employer accounts" />;
  if (company.isPending) return <PageSpinner label="Loading your company..." />;

  const data = company.data;
  const responseTime = data ? responseTimeLabel(data.medianResponseHours) : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Company profile</h1>
      <p className="mt-2 text-slate-600">
        Seekers see this on your company page and beside every job you post.
        {data && (
          <>
            {' '}
            <Link
              to={`/companies/${encodeURIComponent(data._id)}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              View your company page
            </Link>
          </>
        )}
      </p>
      <div className="mt-6 space-y-6">
        {company.isError || !data ? (
          <Notice tone="error">
            <p>Failed to load your company profile. Please try again later.</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void company.refetch()}>
              Try again
            </Button>
          </Notice>
        ) : (
          <Card className="space-y-8 p-5 sm:p-8">
            <div className="flex flex-wrap items-center gap-3 text-sm">
              {data.verified ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2.5 py-0.5 font-semibold text-green-800 ring-1 ring-green-200">
                  <CheckIcon className="h-4 w-4" />
                  Verified employer
                </span>
              ) : (
                <span className="text-slate-600">
                  Not verified yet: a company is verified once an employer signs up with an e-mail address at its
                  website&apos;s domain.
                </span>
              )}
              {responseTime && <span className="text-slate-600">Seekers read: “{responseTime}”.</span>}
            </div>
            <LogoUpload name={data.name} logo={data.logo} />
            <CompanyProfileForm key={data._id} company={data} />
          </Card>
        )}
        <ApplicationEmailsSetting user={user} />
      </div>
    </div>
  );
}

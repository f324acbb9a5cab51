import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { buttonClasses, ButtonLink } from './button.tsx';
import { Card } from './card.tsx';

/** A page someone reached who may not use it (a seeker on an employer screen, a non-moderator on the queue). */
export function RoleNoticePage({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <Card className="p-8 text-center sm:p-12">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-4 text-slate-600">{children}</div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
      </Card>
    </div>
  );
}

const employerRegisterPath = '/register?type=employer';

/**
 * What a job seeker sees on an employer screen. The register link signs them out on the way: /register sends anyone
 * signed in straight back, and an employer account is a separate account.
 */
export function EmployersOnlyPage({ title, children }: { title: string; children?: ReactNode }) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return (
    <RoleNoticePage
      title={title}
      actions={
        <>
          <Link
            to={employerRegisterPath}
            className={buttonClasses()}
            onClick={(event) => {
              event.preventDefault();
              void logout().then(() => navigate(employerRegisterPath));
            }}
          >
            Sign out and create an employer account
          </Link>
          <ButtonLink to="/jobs?fresh=true" variant="outline">
            Browse jobs
          </ButtonLink>
        </>
      }
    >
      {children ?? (
        <p>
          You are signed in with a job seeker account. To hire on Orbit Jobs, create an employer account (the Employer
          tab when you register) with your work e-mail address.
        </p>
      )}
    </RoleNoticePage>
  );
}

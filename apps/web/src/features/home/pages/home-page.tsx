import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../app/providers/auth-context.ts';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { BriefcaseIcon, RocketIcon, SearchIcon, UserIcon } from '../../../components/icons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const highlights = [
  {
    Icon: BriefcaseIcon,
    title: 'Remote roles, worldwide',
    text: 'Tech and non-tech jobs you can do from anywhere, gathered in one place.',
    link: { to: '/companies', label: 'Explore companies' },
  },
  {
    Icon: RocketIcon,
    title: 'Autopilot',
    premium: true,
    text: 'Set your limits and filters, and let Orbit Jobs apply to matching jobs for you.',
    link: { to: '/autopilot/settings', label: 'Set up Autopilot' },
  },
  {
    Icon: UserIcon,
    title: 'Hiring remote talent?',
    text: 'Post jobs for free and meet candidates from a global talent pool.',
    link: { to: '/for-employers', label: 'For employers' },
    secondLink: { to: '/talent-pool', label: 'Browse the talent pool' },
  },
] as const;

/**
 * A simple home until the home issue adds the job lists, companies and globe: hero, search and
 * the main entry points.
 */
export function HomePage() {
  useDocumentTitle('Find Remote Jobs');
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const [query, setQuery] = useState('');

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    void navigate(`/jobs?title=${encodeURIComponent(query.trim())}`);
  };

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 via-white to-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 sm:py-24">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Remote jobs for global talent</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Find remote jobs that match you
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600">
            Browse remote roles from companies worldwide, see how well each one matches your profile, and apply in a few
            clicks.
          </p>
          <form
            onSubmit={onSearch}
            role="search"
            className="mx-auto mt-10 flex max-w-2xl flex-col gap-3 rounded-2xl bg-white p-3 text-left shadow-lg ring-1 ring-slate-200 sm:flex-row sm:items-end"
          >
            <div className="flex-1">
              <label htmlFor="home-search" className="mb-1 block px-1 text-xs font-semibold text-slate-600">
                Job title or keyword
              </label>
              <div className="relative">
                <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400" />
                <input
                  id="home-search"
                  type="search"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder="e.g. React developer"
                  className="block w-full rounded-lg border border-slate-300 py-3 pr-3 pl-10 text-base focus:border-brand-500"
                />
              </div>
            </div>
            <Button type="submit" size="lg">
              Search jobs
            </Button>
          </form>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {isAuthenticated ? (
              <ButtonLink to="/dashboard" variant="outline" size="lg">
                Go to Dashboard
              </ButtonLink>
            ) : (
              <ButtonLink to="/register" variant="outline" size="lg">
                Register for free
              </ButtonLink>
            )}
            <ButtonLink to="/jobs?fresh=true" variant="secondary" size="lg">
              Find Jobs
            </ButtonLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-orbit" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="why-orbit" className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Why Orbit Jobs
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {highlights.map((item) => (
            <li key={item.title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex items-center justify-between">
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                  <item.Icon className="h-6 w-6" />
                </span>
                {'premium' in item && (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold tracking-wide text-amber-800">
                    PREMIUM
                  </span>
                )}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-600">{item.text}</p>
              <div className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold">
                <Link to={item.link.to} className="text-brand-600 hover:text-brand-700 hover:underline">
                  {item.link.label}
                </Link>
                {'secondLink' in item && (
                  <Link to={item.secondLink.to} className="text-brand-600 hover:text-brand-700 hover:underline">
                    {item.secondLink.label}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

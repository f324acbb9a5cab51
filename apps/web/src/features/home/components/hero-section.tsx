import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { displayCategoryName, fallbackCategories, orderCategories, otherRemoteRoles } from '@orbit/shared/categories';
import { Button, ButtonLink } from '../../../components/button.tsx';
import { SearchIcon } from '../../../components/icons.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { categoriesQuery } from '../../../lib/categories-api.ts';
import { useFieldsSetBeforeHydration } from '../../../lib/use-hydrated.ts';
import { GlobeAnimation } from './globe-animation.tsx';
import { MatchSteps } from './match-steps.tsx';

/** Spec section 9: popular skills shown 4. */
const popularCount = 4;

function PopularSkills() {
  const categories = useQuery(categoriesQuery);
  const list = categories.isError ? orderCategories(fallbackCategories) : categories.data;
  const popular = list?.filter((category) => category.name !== otherRemoteRoles).slice(0, popularCount);
  // A catalogue without jobs has no popular skills; a label with nothing after it would look broken.
  if (popular?.length === 0) return null;
  return (
    <div className="mt-6 flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium text-slate-600">Popular skills:</span>
      {popular ? (
        <ul className="contents">
          {popular.map((category) => (
            <li key={category.name}>
              <Link
                to={`/jobs?category=${encodeURIComponent(category.name)}`}
                className="inline-flex rounded-full bg-white px-3 py-1 font-medium text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50"
              >
                {displayCategoryName(category.name)}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        Array.from({ length: popularCount }, (_, i) => (
          <span
            key={i}
            aria-hidden="true"
            className="inline-block h-7 w-28 animate-pulse rounded-full bg-white/80 motion-reduce:animate-none"
          />
        ))
      )}
    </div>
  );
}

/** Hero: headline, job search (→ /jobs?title=…), popular skills, entry links, the globe and the header animation. */
export function HeroSection() {
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const [query, setQuery] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  useFieldsSetBeforeHydration(formRef, (field) => {
    const typed = field('title');
    if (typeof typed === 'string' && typed !== query) setQuery(typed);
  });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    void navigate(`/jobs?title=${encodeURIComponent(query.trim())}`);
  };

  return (
    <section className="overflow-hidden bg-gradient-to-b from-brand-50 via-white to-slate-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.15fr_1fr] lg:px-8 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Remote jobs for global talent</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Find remote jobs that match you
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-600">
            Remote tech and non-tech roles from companies worldwide, with a strong welcome for African tech talent.
            Browse, filter and let Autopilot do the applying.
          </p>
          {/* A plain GET to /jobs too: the search works before the JavaScript has arrived, or without it. */}
          <form
            ref={formRef}
            action="/jobs"
            method="get"
            onSubmit={onSearch}
            role="search"
            className="mt-8 flex max-w-xl flex-col gap-3 rounded-2xl bg-white p-3 shadow-lg ring-1 ring-slate-200 sm:flex-row sm:items-end"
          >
            <div className="flex-1">
              <label htmlFor="home-search" className="mb-1 block px-1 text-xs font-semibold text-slate-600">
                Job title or keyword
              </label>
              <div className="relative">
                <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-400" />
                <input
                  id="home-search"
                  name="title"
                  type="search"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder="e.g. React developer"
                  maxLength={200}
                  className="block w-full rounded-lg border border-slate-300 py-3 pr-3 pl-10 text-base focus:border-brand-500"
                />
              </div>
            </div>
            <Button type="submit" size="lg">
              Search jobs
            </Button>
          </form>
          <PopularSkills />
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/jobs?fresh=true" size="lg">
              Find Jobs
            </ButtonLink>
            {isAuthenticated ? (
              <ButtonLink to="/dashboard" variant="outline" size="lg">
                Go to Dashboard
              </ButtonLink>
            ) : (
              <ButtonLink to="/register" variant="outline" size="lg">
                Register for free
              </ButtonLink>
            )}
          </div>
          <MatchSteps />
        </div>
        <GlobeAnimation />
      </div>
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import {
  countryChoices,
  emptySearch,
  experienceChoices,
  jobTypeChoices,
  regionChoices,
  type CandidateSearch,
} from '../utils/candidate-search.ts';

interface CandidateFiltersProps {
  search: CandidateSearch;
  /** The company's Active jobs a search may be ranked for. */
  jobs: readonly { value: string; label: string }[];
  /** Why the jobs list is missing, if it failed to load. */
  jobsUnavailable: boolean;
  onSearch: (next: CandidateSearch) => void;
}

/** The search form: applied on submit, so typing does not send a request per key. A new search starts at page 1. */
export function CandidateFilters({ search, jobs, jobsUnavailable, onSearch }: CandidateFiltersProps) {
  // The page keys this form by the address, so going back (or a link) starts it again from what the address says.
  const [draft, setDraft] = useState(search);
  const set = (field: keyof Omit<CandidateSearch, 'page'>) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, page: 1 });
  };

  return (
    <form role="search" aria-label="Search candidates" onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Words"
          name="q"
          type="search"
          hint="In the title or the skills, e.g. frontend engineer"
          value={draft.q}
          maxLength={200}
          onChange={(event) => set('q')(event.target.value)}
        />
        <TextField
          label="Skills"
          name="skills"
          hint="Separate with commas; all must be on the profile (JS finds JavaScript)"
          value={draft.skills}
          maxLength={700}
          onChange={(event) => set('skills')(event.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Region"
          name="region"
          placeholder="Any region"
          options={regionChoices}
          value={draft.region}
          onChange={(event) => set('region')(event.target.value)}
        />
        <SelectField
          label="Country"
          name="country"
          placeholder="Any country"
          options={countryChoices}
          value={draft.country}
          onChange={(event) => set('country')(event.target.value)}
        />
        <SelectField
          label="Experience"
          name="experience"
          placeholder="Any experience"
          options={experienceChoices}
          value={draft.experience}
          onChange={(event) => set('experience')(event.target.value)}
        />
        <SelectField
          label="Job type"
          name="type"
          placeholder="Any job type"
          options={jobTypeChoices}
          value={draft.type}
          onChange={(event) => set('type')(event.target.value)}
        />
      </div>
      <SelectField
        label="Rank for my job"
        name="forJob"
        placeholder="Don't rank: most recently updated first"
        hint={
          jobsUnavailable
            ? 'Your jobs could not be loaded; try again later to rank by match.'
            : jobs.length === 0
              ? 'Once you have an Active job, candidates can be ranked by how well they match it.'
              : 'Best match first, with each candidate’s match score for the job.'
        }
        options={jobs}
        value={draft.forJob}
        disabled={jobs.length === 0}
        onChange={(event) => set('forJob')(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit">Search</Button>
        <Button variant="outline" onClick={() => onSearch(emptySearch)}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}

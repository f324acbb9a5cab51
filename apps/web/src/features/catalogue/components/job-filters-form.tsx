import { useRef, useState, type FormEvent } from 'react';
import { effectiveOpenTo } from '@orbit/shared/job-list-url';
import { categoryNames, displayCategoryName } from '@orbit/shared/categories';
import { jobListEmploymentTypes } from '@orbit/shared/options';
import { Button } from '../../../components/button.tsx';
import { SearchIcon } from '../../../components/icons.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useFieldsSetBeforeHydration } from '../../../lib/use-hydrated.ts';
import { hasActiveFilters, withFilterChange, type JobFilters } from '../utils/job-filters.ts';
import { ClearFiltersForm, clearFiltersFormId } from './clear-filters-form.tsx';
import { OpenToFilter } from './open-to-filter.tsx';

interface JobFiltersFormProps {
  filters: JobFilters;
  /** The signed-in seeker's country (for "Open to my country"), when their location names one. */
  seekerCountry: { code: string; name: string } | null;
  onChange: (next: JobFilters) => void;
  onClear: () => void;
}

interface Option {
  value: string;
  label: string;
}

/** Keeps a value the URL carries even when it is not one of the preset options (an old or hand-made link). */
const withCurrent = (options: Option[], current: string, label = current): Option[] =>
  current && !options.some((option) => option.value === current) ? [...options, { value: current, label }] : options;

/**
 * With a location, what kind of work there (the list's `workplace`): remote jobs a person living there may take by
 * default; offices and hybrid roles in the place only when asked ('remote' in a link reads as the default).
 */
const workplaceOptions: Option[] = [
  { value: 'hybrid', label: 'Hybrid, in this place' },
  { value: 'onsite', label: 'On-site, in this place' },
  { value: 'any', label: 'Remote, hybrid or on-site' },
];

/**
 * The jobs-page filters (spec "Jobs list"). The text fields apply on submit (Enter or Search) so each key press
 * does not start a request; the checkbox and selects apply at once. Every change goes back to page 1.
 */
export function JobFiltersForm({ filters, seekerCountry, onChange, onClear }: JobFiltersFormProps) {
  const [title, setTitle] = useState(filters.title);
  const [location, setLocation] = useState(filters.location);
  // The checkbox shows a click at once: the URL it is read from changes in a transition, later on a busy device.
  const [remoteOnly, setRemoteOnly] = useState(filters.remoteOnly);
  // When the URL changes (Clear Filters, back button, a link), the fields follow it.
  const [synced, setSynced] = useState({
    title: filters.title,
    location: filters.location,
    remoteOnly: filters.remoteOnly,
  });
  if (
    synced.title !== filters.title ||
    synced.location !== filters.location ||
    synced.remoteOnly !== filters.remoteOnly
  ) {
    setSynced({ title: filters.title, location: filters.location, remoteOnly: filters.remoteOnly });
    setTitle(filters.title);
    setLocation(filters.location);
    setRemoteOnly(filters.remoteOnly);
  }

  // Typed or chosen before the page was hydrated (a slow network): the words are kept, and a box or option, which
  // applies at once with the scripts, applies now.
  const formRef = useRef<HTMLFormElement>(null);
  useFieldsSetBeforeHydration(formRef, (field) => {
    const typedTitle = field('title');
    const typedLocation = field('location');
    const text = {
      title: typeof typedTitle === 'string' ? typedTitle : title,
      location: typeof typedLocation === 'string' ? typedLocation : location,
    };
    setTitle(text.title);
    setLocation(text.location);
    const patch: Partial<Omit<JobFilters, 'page'>> = {};
    const remote = field('remote');
    if (typeof remote === 'boolean' && remote !== filters.remoteOnly) {
      setRemoteOnly(remote);
      Object.assign(patch, remote ? { remoteOnly: true, workplace: '' } : { remoteOnly: false });
    }
    const type = field('type');
    if (typeof type === 'string' && type !== filters.type) patch.type = type;
    const category = field('category');
    if (typeof category === 'string' && category !== filters.category) patch.category = category;
    if (Object.keys(patch).length > 0)
      onChange(withFilterChange(filters, { title: text.title.trim(), location: text.location.trim(), ...patch }));
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    change({});
  };

  // A checkbox or select change also applies what is typed in the text fields, so nothing typed is lost.
  const change = (patch: Partial<Omit<JobFilters, 'page'>>) =>
    onChange(withFilterChange(filters, { title: title.trim(), location: location.trim(), ...patch }));

  const typeOptions = withCurrent(
    jobListEmploymentTypes.map((type) => ({ value: type, label: type })),
    filters.type,
  );
  const categoryOptions = withCurrent(
    categoryNames.map((name) => ({ value: name, label: displayCategoryName(name) })),
    filters.category,
    displayCategoryName(filters.category),
  );

  return (
    <>
      {/* The Clear Filters buttons' own GET form: forms cannot nest. */}
      <ClearFiltersForm filters={filters} onClear={onClear} />
      {/* action, method and names: a plain GET to /jobs (the same address the app keeps), so the filters work before
          the JavaScript has arrived, or without it, on a page the server rendered. */}
      <form
        ref={formRef}
        action="/jobs"
        method="get"
        onSubmit={onSubmit}
        role="search"
        aria-label="Filter jobs"
        className="space-y-4"
      >
        <TextField
          label="Title or keywords"
          name="title"
          type="search"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          placeholder="e.g. React, designer"
          maxLength={200}
        />
        <TextField
          label="Location"
          name="location"
          type="search"
          value={location}
          onChange={(event) => setLocation(event.target.value)}
          placeholder="e.g. Africa, EMEA, Kenya"
          maxLength={120}
        />
        <Button type="submit" fullWidth>
          <SearchIcon className="h-4 w-4" />
          Search
        </Button>

        <div className="flex items-center gap-2 pt-1">
          <input
            id="jobs-remote-only"
            name="remote"
            value="true"
            type="checkbox"
            checked={remoteOnly}
            onChange={(event) => {
              setRemoteOnly(event.target.checked);
              // Remote only and an office or hybrid workplace would list nothing: the newer choice wins.
              change(event.target.checked ? { remoteOnly: true, workplace: '' } : { remoteOnly: false });
            }}
            className="h-4 w-4 rounded border-slate-300 text-brand-600 accent-brand-600"
          />
          <label htmlFor="jobs-remote-only" className="text-sm font-medium text-slate-800">
            Remote only
          </label>
        </div>

        {filters.location && (
          <SelectField
            label="Workplace"
            name="workplace"
            value={filters.workplace === 'remote' ? '' : filters.workplace}
            onChange={(event) => {
              const workplace = event.target.value as JobFilters['workplace'];
              if (workplace) setRemoteOnly(false);
              change(workplace ? { workplace, remoteOnly: false } : { workplace });
            }}
            options={workplaceOptions}
            placeholder="Remote, open to people there"
          />
        )}

        <OpenToFilter
          seekerCountry={seekerCountry}
          openTo={effectiveOpenTo(filters, seekerCountry?.code)}
          onChange={(openTo) => change({ openTo })}
        />

        <SelectField
          label="Job type"
          name="type"
          value={filters.type}
          onChange={(event) => change({ type: event.target.value })}
          options={typeOptions}
          placeholder="All job types"
        />
        <SelectField
          label="Category"
          name="category"
          value={filters.category}
          onChange={(event) => change({ category: event.target.value })}
          options={categoryOptions}
          placeholder="All categories"
        />

        {hasActiveFilters(filters) && (
          <Button type="submit" form={clearFiltersFormId} variant="outline" fullWidth>
            Clear Filters
          </Button>
        )}
      </form>
    </>
  );
}

import { useState, type KeyboardEvent } from 'react';
import { FieldLabel, useField } from '../../../components/field-parts.tsx';
import { CloseIcon } from '../../../components/icons.tsx';
import { searchOptions, type SearchOption } from '../utils/option-search.ts';

interface SearchMultiSelectProps {
  label: string;
  /** The input's name: the form focuses the field by it when it holds the first error. */
  name: string;
  options: readonly SearchOption[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  labelOf: (value: string) => string;
  max?: number;
  placeholder?: string;
  hint?: string;
  error?: string | undefined;
  optional?: boolean;
}

/**
 * A searchable multi-select (ARIA 1.2 combobox with a listbox): type to find, arrows to move, Enter to add, Backspace
 * on an empty box removes the last choice. Choices show as chips, each with its own remove button.
 */
export function SearchMultiSelect({
  label,
  name,
  options,
  selected,
  onChange,
  labelOf,
  max,
  placeholder,
  hint,
  error,
  optional,
}: SearchMultiSelectProps) {
  const counter = max !== undefined ? `${selected.length} of ${max} chosen` : null;
  const field = useField([hint, counter].filter(Boolean).join(' · ') || undefined, error);
  const listId = `${field.id}-list`;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const full = max !== undefined && selected.length >= max;
  const results = full ? [] : searchOptions(options, query, selected);
  const expanded = open && query.trim() !== '';
  const activeIndex = Math.min(active, results.length - 1);

  const add = (option: SearchOption) => {
    onChange([...selected, option.value]);
    setQuery('');
    setActive(0);
  };
  const remove = (value: string) => onChange(selected.filter((item) => item !== value));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length > 0)
        setActive((activeIndex + (event.key === 'ArrowDown' ? 1 : -1) + results.length) % results.length);
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted choice; it must never submit the whole form from here.
      event.preventDefault();
      const option = results[activeIndex];
      if (expanded && option) add(option);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Backspace' && query === '' && selected.length > 0) {
      remove(selected[selected.length - 1] ?? '');
    }
  };

  return (
    <div>
      <FieldLabel htmlFor={field.id} label={label} optional={optional} />
      {selected.length > 0 && (
        <ul aria-label={`Chosen: ${label}`} className="mb-2 flex flex-wrap gap-2">
          {selected.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800"
            >
              {labelOf(value)}
              <button
                type="button"
                onClick={() => remove(value)}
                className="rounded-full p-1 text-brand-700 hover:bg-brand-100"
                aria-label={`Remove ${labelOf(value)}`}
              >
                <CloseIcon className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <input
          {...field.control}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && results[activeIndex] ? `${listId}-${activeIndex}` : undefined}
          disabled={full}
          placeholder={full ? `You have chosen ${max}` : placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          className={`${field.inputClasses} h-11`}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!expanded}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200"
        >
          {results.length === 0 ? (
            <li className="px-3 py-2 text-sm text-slate-500">No matches for “{query.trim()}”</li>
          ) : (
            results.map((option, index) => (
              <li
                key={option.value}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                // mousedown, not click: the input must not lose focus (and close the list) before the choice lands.
                onMouseDown={(event) => {
                  event.preventDefault();
                  add(option);
                }}
                onMouseEnter={() => setActive(index)}
                className={`cursor-pointer px-3 py-2 text-sm ${index === activeIndex ? 'bg-brand-50 text-brand-800' : 'text-slate-800'}`}
              >
                {option.label}
              </li>
            ))
          )}
        </ul>
      </div>
      {field.messages}
      <p className="sr-only" aria-live="polite">
        {expanded ? `${results.length} ${results.length === 1 ? 'match' : 'matches'}` : ''}
      </p>
    </div>
  );
}

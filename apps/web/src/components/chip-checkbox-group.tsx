import { CheckIcon } from './icons.tsx';

interface ChipCheckboxGroupProps {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (option: string) => void;
  hint?: string;
  required?: boolean;
}

/**
 * Multi-select as real checkboxes in a fieldset, drawn as toggle chips. The checkbox is transparent
 * and laid over its chip, so clicks, taps and the keyboard all reach the real input; the chip shows
 * focus and a check mark (not colour alone) when chosen.
 */
export function ChipCheckboxGroup({ legend, options, selected, onToggle, hint, required }: ChipCheckboxGroupProps) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">
        {legend}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </legend>
      {hint && <p className="-mt-1 mb-2 text-xs text-slate-500">{hint}</p>}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = selected.includes(option);
          return (
            <label key={option} className="relative">
              <input
                type="checkbox"
                className="peer absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
                checked={checked}
                onChange={() => onToggle(option)}
              />
              <span
                className={
                  'inline-flex items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm ring-1 ring-inset transition-colors ' +
                  'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 ' +
                  (checked
                    ? 'bg-brand-600 text-white ring-brand-600'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50')
                }
              >
                {checked && <CheckIcon className="h-4 w-4" />}
                {option}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

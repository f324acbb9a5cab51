import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { autopilotBounds, autopilotMessages, type AutopilotSettings } from '@orbit/shared/autopilot-contracts';
import { autopilotExperienceLevels, autopilotJobTypes, autopilotLocationPreferences } from '@orbit/shared/options';
import { Button } from '../../../components/button.tsx';
import { ChipCheckboxGroup } from '../../../components/chip-checkbox-group.tsx';
import { ErrorList } from '../../../components/notice.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextareaField } from '../../../components/textarea-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { errorMessages, isApiError } from '../../../lib/api-error.ts';
import { useSaveSettings } from '../api/autopilot-api.ts';
import { experienceLabels, locationLabels } from '../utils/autopilot-text.ts';
import {
  rebaseSettingsForm,
  settingsBody,
  settingsErrors,
  settingsFormValues,
  type SettingsErrors,
  type SettingsFormValues,
} from '../utils/settings-form.ts';
import { ActiveSwitch, ExcludedCompaniesField, ModeRadios, TimeZoneField } from './settings-fields.tsx';

/** A bound as the hints say it: '1-20'. */
const range = ({ min, max }: { min: number; max: number }) => `${min}-${max}`;

/** Spec section 9: the saved-settings message disappears after 3 seconds. */
const savedMessageMs = 3000;

const toggle = <T,>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-5 border-t border-slate-100 pt-6 first:border-t-0 first:pt-0">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The Autopilot settings form (spec sections 3, 5 and 9, plus the settings the spec does not list). It starts from the
 * saved settings, or the shared defaults when none are saved, and sends the whole object.
 */
export function SettingsForm({ settings }: { settings: AutopilotSettings }) {
  const [values, setValues] = useState<SettingsFormValues>(() => settingsFormValues(settings));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [saved, setSaved] = useState<string | null>(null);
  // Settings changed elsewhere (Stop now, a refetch) come into the form without losing unsaved edits.
  const [seen, setSeen] = useState(settings);
  if (seen !== settings) {
    setSeen(settings);
    setValues((current) => rebaseSettingsForm(current, seen, settings));
  }
  const save = useSaveSettings();

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(null), savedMessageMs);
    return () => clearTimeout(timer);
  }, [saved]);

  const update = (patch: Partial<SettingsFormValues>) => {
    setSaved(null);
    setValues((current) => ({ ...current, ...patch }));
  };
  const number = (name: 'dailyLimit' | 'weeklyLimit' | 'minimumSalary' | 'followUpDelay' | 'minimumMatchScore') => ({
    type: 'number',
    inputMode: 'numeric' as const,
    step: 1,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => update({ [name]: event.target.value }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerErrors([]);
    const body = settingsBody(values);
    const problems = settingsErrors(body);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setServerErrors(['Please correct the highlighted settings.']);
      // Straight to the first field to fix (once React has marked it invalid), instead of leaving the seeker to hunt.
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    save.mutate(body, {
      onSuccess: ({ msg, settings: kept }) => {
        setValues(settingsFormValues(kept));
        setSaved(msg || autopilotMessages.saved);
      },
      // A 400 carries the server's own words ('Autopilot cannot start yet', a field's bound); anything else the spec's.
      onError: (error) =>
        setServerErrors(
          isApiError(error, 400)
            ? errorMessages(error, { fallback: autopilotMessages.saveFailed, unexpected: autopilotMessages.saveFailed })
            : [autopilotMessages.saveFailed],
        ),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8" aria-labelledby="autopilot-settings-heading">
      <FormSection title="On, off and how it applies">
        <ActiveSwitch checked={values.isActive} onChange={(isActive) => update({ isActive })} />
        <ModeRadios value={values.mode} onChange={(mode) => update({ mode })} />
      </FormSection>

      <FormSection title="Limits">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Daily limit"
            min={autopilotBounds.dailyLimit.min}
            max={autopilotBounds.dailyLimit.max}
            hint={`Maximum applications per day (${range(autopilotBounds.dailyLimit)})`}
            {...number('dailyLimit')}
          />
          <TextField
            label="Weekly limit"
            min={autopilotBounds.weeklyLimit.min}
            max={autopilotBounds.weeklyLimit.max}
            hint={`Maximum applications per week (${range(autopilotBounds.weeklyLimit)})`}
            {...number('weeklyLimit')}
          />
          <TextField
            label="Minimum match score"
            min={autopilotBounds.minimumMatchScore.min}
            max={autopilotBounds.minimumMatchScore.max}
            hint={`Only jobs that match you at least this well, in percent (${range(autopilotBounds.minimumMatchScore)})`}
            {...number('minimumMatchScore')}
          />
          <TextField
            label="Minimum salary (US$ a year)"
            min={autopilotBounds.minimumSalary.min}
            max={autopilotBounds.minimumSalary.max}
            hint="0 for any salary"
            {...number('minimumSalary')}
          />
        </div>
      </FormSection>

      <FormSection title="Which jobs">
        <TextField
          label="Skill keywords"
          value={values.skillKeywords}
          onChange={(event) => update({ skillKeywords: event.target.value })}
          hint={`Comma-separated, e.g. React, TypeScript (at most ${autopilotBounds.skillKeywords})`}
          error={errors.skillKeywords}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Location preference"
            options={autopilotLocationPreferences.map((value) => ({ value, label: locationLabels[value] }))}
            value={values.locationPreference}
            onChange={(event) =>
              update({ locationPreference: event.target.value as SettingsFormValues['locationPreference'] })
            }
            error={errors.locationPreference}
          />
          <SelectField
            label="Experience level"
            options={autopilotExperienceLevels.map((value) => ({ value, label: experienceLabels[value] }))}
            value={values.experienceLevel}
            onChange={(event) =>
              update({ experienceLevel: event.target.value as SettingsFormValues['experienceLevel'] })
            }
            error={errors.experienceLevel}
          />
        </div>
        <ChipCheckboxGroup
          legend="Job types"
          options={autopilotJobTypes}
          selected={values.jobTypes}
          onToggle={(jobType) =>
            update({ jobTypes: toggle(values.jobTypes, jobType as SettingsFormValues['jobTypes'][number]) })
          }
        />
        <ExcludedCompaniesField
          value={values.excludedCompanies}
          onChange={(excludedCompanies) => update({ excludedCompanies })}
          error={errors.excludedCompanies}
        />
      </FormSection>

      <FormSection title="Cover letters and follow-ups">
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            checked={values.customizeCoverLetter}
            onChange={(event) => update({ customizeCoverLetter: event.target.checked })}
            className="mt-0.5 h-4 w-4 accent-brand-600"
          />
          <span className="font-medium text-slate-800">Tailor the cover letter to each job</span>
        </label>
        <TextareaField
          label="Base cover letter"
          optional
          rows={8}
          maxLength={autopilotBounds.baseCoverLetter}
          value={values.baseCoverLetter}
          onChange={(event) => update({ baseCoverLetter: event.target.value })}
          hint={`Autopilot's letters start from this text (${values.baseCoverLetter.length} of ${autopilotBounds.baseCoverLetter} characters). You can read and edit each letter before it is sent when Autopilot asks you first.`}
          error={errors.baseCoverLetter}
        />
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            checked={values.autoFollowUp}
            onChange={(event) => update({ autoFollowUp: event.target.checked })}
            className="mt-0.5 h-4 w-4 accent-brand-600"
          />
          <span className="font-medium text-slate-800">Follow up when an employer has not answered</span>
        </label>
        {/* Spec section 4: the delay is only visible while follow-ups are on. */}
        {values.autoFollowUp && (
          <TextField
            label="Follow-up delay (days)"
            min={autopilotBounds.followUpDelay.min}
            max={autopilotBounds.followUpDelay.max}
            hint={`Days to wait before following up (${range(autopilotBounds.followUpDelay)})`}
            className="sm:max-w-xs"
            {...number('followUpDelay')}
          />
        )}
      </FormSection>

      <FormSection title="E-mails and time zone">
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            checked={values.digestEmails}
            onChange={(event) => update({ digestEmails: event.target.checked })}
            className="mt-0.5 h-4 w-4 accent-brand-600"
          />
          <span className="font-medium text-slate-800">
            Daily e-mail when Autopilot sent something or needs your approval
          </span>
        </label>
        <TimeZoneField value={values.timeZone} onChange={(timeZone) => update({ timeZone })} error={errors.timeZone} />
      </FormSection>

      <div className="space-y-4 border-t border-slate-100 pt-6">
        <ErrorList errors={serverErrors} />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save settings'}
          </Button>
          {/* Always present so the confirmation is announced when it appears. */}
          <p role="status" className="text-sm font-medium text-green-700">
            {saved ?? ''}
          </p>
        </div>
      </div>
    </form>
  );
}

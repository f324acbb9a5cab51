import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { User } from '@orbit/shared/auth-contracts';
import { messages } from '@orbit/shared/messages';
import {
  educationOptions,
  experienceOptions,
  onboardingJobTypeOptions,
  salaryRangeOptions,
} from '@orbit/shared/options';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { ChipCheckboxGroup } from '../../../components/chip-checkbox-group.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextareaField } from '../../../components/textarea-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useToasts } from '../../../lib/toasts/toasts-context.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { errorMessages } from '../../../lib/api-error.ts';
import { experienceSelectOptions } from '../../../lib/option-labels.ts';
import { updateProfileRequest } from '../api/profile-api.ts';
import {
  profileFormError,
  profileFormValues,
  profileSkillOptions,
  profileUpdatePayload,
  rebaseFormValues,
  type ProfileFormValues,
} from '../utils/profile-form.ts';

const toggle = (list: readonly string[], item: string) =>
  list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];

function SectionTitle({ children }: { children: string }) {
  return <h2 className="text-base font-semibold text-slate-900">{children}</h2>;
}

/** The real profile form: prefilled from the user, saved with PUT /api/users/profile. */
export function ProfileForm({ user }: { user: User }) {
  const { setUser } = useAuth();
  const { showToast, showToasts } = useToasts();
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormValues(user));
  const [saved, setSaved] = useState(false);
  // The user this form last took in. A newer one (an accepted resume suggestion, a refetch) is merged into the
  // values: the fields it changed are shown, the seeker's unsaved edits of the others stay.
  const [seenUser, setSeenUser] = useState(user);
  if (seenUser !== user) {
    setSeenUser(user);
    setValues((current) => rebaseFormValues(current, seenUser, user));
  }
  const isCandidate = user.userType === 'candidate';
  const skillOptions = profileSkillOptions(user.skills);

  const update = (patch: Partial<ProfileFormValues>) => {
    setSaved(false);
    setValues((current) => ({ ...current, ...patch }));
  };
  const text = (
    name: 'name' | 'phone' | 'location' | 'title' | 'experience' | 'education' | 'salaryExpectation' | 'bio',
  ) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => update({ [name]: event.target.value }),
  });

  const save = useMutation({
    mutationFn: updateProfileRequest,
    onSuccess: (updated) => {
      setUser(updated);
      setValues(profileFormValues(updated));
      setSaved(true);
    },
    onError: (error) =>
      showToasts(
        errorMessages(error, { fallback: messages.profileUpdateFailed, unexpected: messages.profileUpdateFailed }),
      ),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = profileFormError(values);
    if (problem) {
      showToast(problem);
      return;
    }
    save.mutate(profileUpdatePayload(values, isCandidate));
  };

  return (
    <Card className="p-6 sm:p-8">
      <form onSubmit={onSubmit} noValidate className="space-y-8">
        <section className="space-y-5">
          <SectionTitle>Personal details</SectionTitle>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label="Full name" required autoComplete="name" {...text('name')} />
            <TextField
              label="Email"
              type="email"
              value={user.email}
              readOnly
              hint="Your sign-in address cannot be changed here."
            />
            <TextField label="Phone" type="tel" autoComplete="tel" {...text('phone')} />
            <TextField label="Location" autoComplete="address-level2" {...text('location')} />
          </div>
        </section>

        <section className="space-y-5">
          <SectionTitle>Professional details</SectionTitle>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Job title"
              autoComplete="organization-title"
              className="sm:col-span-2"
              {...text('title')}
            />
            {isCandidate && (
              <>
                <SelectField
                  label="Years of experience"
                  placeholder="Not specified"
                  options={experienceSelectOptions(experienceOptions)}
                  {...text('experience')}
                />
                <SelectField
                  label="Education"
                  placeholder="Not specified"
                  options={educationOptions}
                  {...text('education')}
                />
                <SelectField
                  label="Salary expectation"
                  placeholder="Not specified"
                  options={salaryRangeOptions}
                  {...text('salaryExpectation')}
                />
              </>
            )}
          </div>
        </section>

        {isCandidate && (
          <section className="space-y-6">
            <SectionTitle>Skills and preferences</SectionTitle>
            <ChipCheckboxGroup
              legend="Skills"
              options={skillOptions}
              selected={values.skills}
              onToggle={(skill) => update({ skills: toggle(values.skills, skill) })}
            />
            <ChipCheckboxGroup
              legend="Job types"
              options={onboardingJobTypeOptions}
              selected={values.jobTypes}
              onToggle={(jobType) => update({ jobTypes: toggle(values.jobTypes, jobType) })}
            />
          </section>
        )}

        <section className="space-y-5">
          <SectionTitle>About you</SectionTitle>
          <TextareaField label="Bio" rows={5} maxLength={2000} {...text('bio')} />
        </section>

        <div className="flex flex-wrap items-center gap-4 border-t border-slate-100 pt-6">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save changes'}
          </Button>
          {/* Always present so the confirmation is announced when it appears. */}
          <p role="status" className="text-sm font-medium text-green-700">
            {saved ? messages.profileUpdated : ''}
          </p>
        </div>
      </form>
    </Card>
  );
}

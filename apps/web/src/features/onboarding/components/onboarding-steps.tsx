import {
  educationOptions,
  experienceOptions,
  onboardingJobTypeOptions,
  onboardingSkillOptions,
  salaryRangeOptions,
} from '@orbit/shared/options';
import { ChipCheckboxGroup } from '../../../components/chip-checkbox-group.tsx';
import { FileField } from '../../../components/file-field.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextareaField } from '../../../components/textarea-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { experienceSelectOptions } from '../../../lib/option-labels.ts';
import { toggleListItem, type OnboardingValues } from '../utils/onboarding-form.ts';

interface StepProps {
  values: OnboardingValues;
  onChange: (patch: Partial<OnboardingValues>) => void;
}

export function ProfessionalInfoStep({ values, onChange }: StepProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label="Job title"
        required
        autoComplete="organization-title"
        placeholder="e.g. Frontend Developer"
        value={values.title}
        onChange={(event) => onChange({ title: event.target.value })}
        className="sm:col-span-2"
      />
      <SelectField
        label="Years of experience"
        required
        placeholder="Select experience"
        options={experienceSelectOptions(experienceOptions)}
        value={values.experience}
        onChange={(event) => onChange({ experience: event.target.value })}
      />
      <SelectField
        label="Education"
        required
        placeholder="Select education"
        options={educationOptions}
        value={values.education}
        onChange={(event) => onChange({ education: event.target.value })}
      />
      <TextField
        label="Location"
        required
        autoComplete="address-level2"
        placeholder="e.g. Lagos, Nigeria"
        value={values.location}
        onChange={(event) => onChange({ location: event.target.value })}
        className="sm:col-span-2"
      />
    </div>
  );
}

export function SkillsStep({ values, onChange }: StepProps) {
  return (
    <div className="space-y-6">
      <ChipCheckboxGroup
        legend="Skills"
        hint="Select at least one."
        required
        options={onboardingSkillOptions}
        selected={values.skills}
        onToggle={(skill) => onChange({ skills: toggleListItem(values.skills, skill) })}
      />
      <ChipCheckboxGroup
        legend="Job types"
        hint="Select at least one."
        required
        options={onboardingJobTypeOptions}
        selected={values.jobTypes}
        onToggle={(jobType) => onChange({ jobTypes: toggleListItem(values.jobTypes, jobType) })}
      />
      <SelectField
        label="Salary expectation"
        optional
        placeholder="Select a range"
        options={salaryRangeOptions}
        value={values.salaryExpectation}
        onChange={(event) => onChange({ salaryExpectation: event.target.value })}
        className="sm:max-w-xs"
      />
    </div>
  );
}

export function ResumeStep({ values, onChange }: StepProps) {
  return (
    <div className="space-y-6">
      <FileField
        label="Resume"
        required
        accept=".pdf,.doc,.docx"
        hint="PDF, DOC, DOCX up to 10MB"
        file={values.resume}
        onFileChange={(resume) => onChange({ resume })}
      />
      <FileField
        label="Profile picture"
        optional
        accept="image/jpeg,image/png,image/webp"
        hint="JPEG, PNG or WebP up to 5MB"
        file={values.profilePicture}
        onFileChange={(profilePicture) => onChange({ profilePicture })}
      />
      <TextareaField
        label="Bio"
        optional
        rows={5}
        maxLength={2000}
        placeholder="A few sentences about you and the work you are looking for"
        value={values.bio}
        onChange={(event) => onChange({ bio: event.target.value })}
      />
    </div>
  );
}

import { describe, expect, it } from 'vitest';
import {
  initialOnboardingValues,
  onboardingFormData,
  onboardingStepErrors,
  pictureFileError,
  resumeFileError,
  toggleListItem,
  type OnboardingValues,
} from './onboarding-form.ts';

const mb = 1024 * 1024;
const resume = new File(['%PDF-1.4'], 'cv.PDF', { type: 'application/pdf' });
const complete: OnboardingValues = {
  title: 'Frontend Developer',
  experience: '3-5',
  education: "Bachelor's Degree",
  location: 'Nairobi, Kenya',
  skills: ['React'],
  jobTypes: ['Full-time', 'Remote'],
  salaryExpectation: '',
  bio: ' Hello ',
  resume,
  profilePicture: null,
};

describe('onboardingStepErrors', () => {
  it('step 1 requires title, experience, education and location', () => {
    expect(onboardingStepErrors(1, complete)).toEqual([]);
    for (const field of ['title', 'experience', 'education', 'location'] as const) {
      expect(onboardingStepErrors(1, { ...complete, [field]: ' ' })).toEqual(['Please fill in all required fields']);
    }
  });

  it('step 2 requires a skill and a job type, reporting both when both are missing', () => {
    expect(onboardingStepErrors(2, complete)).toEqual([]);
    expect(onboardingStepErrors(2, { ...complete, skills: [], jobTypes: [] })).toEqual([
      'Please select at least one skill',
      'Please select at least one job type',
    ]);
  });

  it('step 3 requires the resume', () => {
    expect(onboardingStepErrors(3, complete)).toEqual([]);
    expect(onboardingStepErrors(3, { ...complete, resume: null })).toEqual([
      'Please upload your resume to complete registration',
    ]);
  });
});

describe('file checks', () => {
  it('accepts pdf, doc and docx in any case up to 10MB', () => {
    expect(resumeFileError({ name: 'cv.docx', size: 10 * mb })).toBeNull();
    expect(resumeFileError({ name: 'CV.DOC', size: 1 })).toBeNull();
    expect(resumeFileError({ name: 'cv.txt', size: 1 })).toBe(
      'Please upload a PDF or Word document (.pdf, .doc, .docx)',
    );
    expect(resumeFileError({ name: 'cv.pdf', size: 10 * mb + 1 })).toBe(
      'Your resume is larger than 10MB. Please upload a smaller file.',
    );
  });

  it('keeps the picture optional but checks it when given', () => {
    expect(pictureFileError(null)).toBeNull();
    expect(pictureFileError({ name: 'me.webp', size: mb })).toBeNull();
    expect(pictureFileError({ name: 'me.gif', size: mb })).toBe(
      'Please upload a JPEG, PNG or WebP image for your profile picture',
    );
    expect(pictureFileError({ name: 'me.png', size: 6 * mb })).toBe(
      'Your profile picture is larger than 5MB. Please upload a smaller image.',
    );
  });
});

describe('onboardingFormData', () => {
  it('sends lists as JSON strings and the files', () => {
    const form = onboardingFormData(complete);
    expect(form.get('skills')).toBe('["React"]');
    expect(form.get('jobTypes')).toBe('["Full-time","Remote"]');
    expect(form.get('bio')).toBe('Hello');
    expect(form.get('resume')).toBeInstanceOf(File);
    expect(form.has('profilePicture')).toBe(false);
  });
});

describe('helpers', () => {
  it('toggles list items', () => {
    expect(toggleListItem(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleListItem(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('starts from the registered location', () => {
    const values = initialOnboardingValues({
      title: '',
      experience: '',
      education: '',
      location: 'Accra',
      skills: [],
      jobTypes: [],
      salaryExpectation: '',
      bio: '',
    });
    expect(values.location).toBe('Accra');
    expect(values.resume).toBeNull();
  });
});

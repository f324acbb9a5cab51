import type { PostingErrors, PostingFormValues } from '../utils/posting-form.ts';

/** What each part of the post-job form gets: the values, their errors, and a setter for one field. */
export interface FormSectionProps {
  values: PostingFormValues;
  errors: PostingErrors;
  set: <K extends keyof PostingFormValues>(key: K, value: PostingFormValues[K]) => void;
}

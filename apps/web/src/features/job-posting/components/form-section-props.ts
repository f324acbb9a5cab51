import type { PostingErrors, PostingFormValues } from '../utils/posting-form.ts';

/** What each part of the post-job form gets: the values, their errors, and a setter for one field. */
export interface FormSectionProps {
  values: PostingFormValues;
  errors: PostingErrors;
  set: <K extends keyof PostingFormValues>(key: K, value: PostingFormValues[K]) => void;
}

/** The fields a text box or a select edits: their value is the text shown. */
type TextKey = {
  [K in keyof PostingFormValues & keyof PostingErrors]: PostingFormValues[K] extends string ? K : never;
}[keyof PostingFormValues & keyof PostingErrors];

/** What a text box or a select of the form needs for one field: its name, value, setter and message. */
export function fieldProps({ values, errors, set }: FormSectionProps, key: TextKey) {
  return {
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: errors[key],
  };
}

/** '3-5' reads better as '3-5 years'; the stored value stays the spec's option. */
export const experienceSelectOptions = (values: readonly string[]): { value: string; label: string }[] =>
  values.map((value) => ({ value, label: `${value} years` }));

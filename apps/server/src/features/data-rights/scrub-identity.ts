/**
 * Removes a person's name, e-mail address and phone number from text someone else wrote about them (an employer's
 * notes and feedback on an application that stays, anonymised, after its seeker deleted their account). The whole
 * name and each of its words of three letters or more are replaced where they stand as words, whatever their case, so
 * "Ada" goes from "Ada was great" but "Adam" stays; the phone number is matched on its digits, however it was spaced.
 */
export const scrubbedMark = '[deleted]';

export interface Identity {
  name: string;
  email: string;
  phone: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for `words` standing on their own: no letter or digit right before or after. */
const asWords = (words: string) => `(?<![\\p{L}\\p{N}])${escapeRegExp(words)}(?![\\p{L}\\p{N}])`;

function patternsOf(identity: Identity): RegExp[] {
  const name = identity.name.trim();
  const parts = name.split(/\s+/).filter((part) => [...part].length >= 3);
  const patterns = [name, ...parts].filter(Boolean).map((words) => new RegExp(asWords(words), 'giu'));
  if (identity.email) patterns.unshift(new RegExp(escapeRegExp(identity.email), 'gi'));
  const digits = identity.phone.replace(/\D/g, '');
  // Seven digits or more: a number that short would match unrelated figures.
  if (digits.length >= 7) patterns.unshift(new RegExp(`\\+?${[...digits].join('[\\s().-]*')}`, 'g'));
  return patterns;
}

export function scrubIdentity(text: string, identity: Identity): string {
  if (!text) return text;
  return patternsOf(identity).reduce((result, pattern) => result.replace(pattern, scrubbedMark), text);
}

/**
 * Job type fit: the kinds of work the seeker chose at onboarding (Full-time, Part-time, Contract, Internship;
 * Remote and Hybrid are about place, not contract) against the job's employment type. Freelance and temporary
 * work count as contract work.
 */

type WorkKind = 'full-time' | 'part-time' | 'contract' | 'internship';

const kindWords: [RegExp, WorkKind][] = [
  [/intern|praktik|trainee|apprentice/i, 'internship'],
  [/part[\s-]?time|teilzeit|minijob/i, 'part-time'],
  [/contract|freelance|temporary|temp\b|fixed[\s-]?term|consult|befristet/i, 'contract'],
  [/full[\s-]?time|permanent|vollzeit|festanstellung/i, 'full-time'],
];

const kindLabel: Record<WorkKind, string> = {
  'full-time': 'full-time',
  'part-time': 'part-time',
  contract: 'contract',
  internship: 'an internship',
};

export function workKindOf(text: string | null | undefined): WorkKind | null {
  const value = (text ?? '').trim();
  return value === '' ? null : (kindWords.find(([pattern]) => pattern.test(value))?.[1] ?? null);
}

export interface JobTypeFit {
  fit: number | null;
  effect: 'positive' | 'negative' | 'neutral';
  text: string;
}

const listWords = (words: string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

export function judgeJobType(
  wanted: readonly string[] | null | undefined,
  employmentType: string | null | undefined,
  remote?: boolean | null,
): JobTypeFit {
  const types = wanted ?? [];
  const kinds = [...new Set(types.map(workKindOf).filter((kind): kind is WorkKind => kind !== null))];
  const jobKind = workKindOf(employmentType);
  const wantsOnlyRemote =
    types.some((type) => /remote/i.test(type)) && !types.some((type) => /hybrid|on[\s-]?site/i.test(type));
  const onSite = remote === false && wantsOnlyRemote;
  if (!jobKind || kinds.length === 0) {
    if (onSite) return { fit: 0.4, effect: 'negative', text: 'The job is not remote; you asked for remote work.' };
    const text = jobKind ? `It is ${article(jobKind)} role.` : 'The job does not state its employment type.';
    return { fit: null, effect: 'neutral', text };
  }
  const where = onSite ? ' It is not remote, though you asked for remote work.' : '';
  if (kinds.includes(jobKind)) {
    const text = `It is ${article(jobKind)} role, one of the types you want.${where}`;
    return { fit: onSite ? 0.6 : 1, effect: onSite ? 'neutral' : 'positive', text };
  }
  // 'an internship' is a noun already: "you asked for full-time work or an internship".
  const asked = listWords(kinds.map((kind) => kindLabel[kind])).replace(/ or an internship$/, ' work or an internship');
  const text = `It is ${article(jobKind)} role; you asked for ${asked.endsWith('internship') ? asked : `${asked} work`}.${where}`;
  return { fit: onSite ? 0.1 : 0.25, effect: 'negative', text };
}

function article(kind: WorkKind): string {
  return kind === 'internship' ? 'an internship' : `a ${kindLabel[kind]}`;
}

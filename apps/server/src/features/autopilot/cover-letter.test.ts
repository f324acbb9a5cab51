import { describe, expect, it } from 'vitest';
import { autopilotBounds } from '@orbit/shared/autopilot-contracts';
import { seededRandom, type SeededRandom } from '@orbit/shared/seeded-random';
import { canonicalSkill, skills } from '@orbit/shared/skills';
import { buildCoverLetter, matchedSkills, type CoverLetterFacts } from './cover-letter.ts';

const titles = [
  'Frontend Engineer',
  'Senior Backend Engineer',
  'Data Analyst',
  'Product Designer',
  'Customer Success Manager',
  'Site Reliability Engineer',
  'Technical Writer',
  'Growth Marketer',
  'Machine Learning Engineer',
  'Account Executive',
  'Mobile Developer',
  'QA Analyst',
];
const companies = [
  'Acme Remote',
  'Savanna Systems',
  'Nimbus Labs',
  'Kilimanjaro Tech',
  'Blue Heron Health',
  'Tidewater Finance',
  'Baobab Analytics',
  'Orchid Media',
];
const names = ['Amaka Obi', 'Kofi Mensah', 'Lena Vogel', 'Priya Raman', 'Tomás Silva', ''];
/** Letters a seeker might write: slots in several places, sign-offs or none. */
const baseLetters = [
  '',
  '',
  'Hello,\n\nI am keen on this opening and my background fits it well.\n\nBest regards,\n{{name}}',
  'Dear {{company}} team,\n\nI am applying for {{jobTitle}}. I have {{years}} years behind me. I know {{matchedSkills}}. Lately I was {{latestTitle}}.\n\nThanks,\n{{ name }}',
  'To the people at {{Company}}: I am interested in {{jobTitle}}.',
  'I have been {{latestTitle}} for a while, with {{years}} years in total.\n\nSincerely,\n{{name}}',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole words only, any case: 'Java' inside 'JavaScript' is not Java. */
const wordsPattern = (words: readonly string[]) =>
  new RegExp(
    `(^|[^\\p{L}\\p{N}+#])(${[...words]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})(?=$|[^\\p{L}\\p{N}+#])`,
    'giu',
  );

/** Up to `max` items, repeats allowed. */
const some = <T>(random: SeededRandom, items: readonly T[], max: number): T[] =>
  Array.from({ length: random.int(max + 1) }, () => random.pick(items));

function randomFacts(random: SeededRandom): CoverLetterFacts {
  // Skills as people spell them: canonical names, aliases, odd case.
  const spelled = () => {
    const skill = random.pick(skills);
    const spelling = random.chance(0.3) && skill.aliases.length > 0 ? random.pick(skill.aliases) : skill.name;
    return random.chance(0.2) ? spelling.toLowerCase() : spelling;
  };
  const shared = Array.from({ length: random.int(4) }, spelled);
  const years = () => random.pick([null, null, 0, 1, 2.5, random.int(30), -3]);
  return {
    seekerName: random.pick(names),
    baseLetter: random.pick(baseLetters),
    customize: random.chance(0.6),
    seeker: {
      title: random.chance(0.7) ? random.pick(titles) : '',
      skills: [
        ...some(
          random,
          skills.map((skill) => skill.name),
          8,
        ),
        ...shared,
      ],
      yearsOfExperience: years(),
    },
    resume: random.chance(0.6)
      ? {
          latestTitle: random.chance(0.7) ? random.pick(titles) : null,
          yearsOfExperience: years(),
          skills: Array.from({ length: random.int(6) }, spelled),
        }
      : null,
    job: {
      title: random.pick(titles),
      company: random.chance(0.95) ? random.pick(companies) : '',
      skills: [
        ...Array.from({ length: random.int(8) }, spelled),
        ...shared.map((skill) => (random.chance(0.5) ? skill.toUpperCase() : skill)),
      ],
    },
  };
}

/** The letter with every allowed fact removed: what is left must be the letter's own words. */
function withoutFacts(letter: string, facts: CoverLetterFacts): string {
  const seekerSkills = [...facts.seeker.skills, ...(facts.resume?.skills ?? [])];
  const allowed = [
    ...seekerSkills,
    ...seekerSkills.map((skill) => canonicalSkill(skill) ?? skill),
    facts.seeker.title,
    facts.resume?.latestTitle ?? '',
    facts.job.title,
    facts.job.company,
    facts.seekerName,
  ]
    .filter((text) => text.trim().length > 0)
    .sort((a, b) => b.length - a.length);
  return allowed.reduce((text, fact) => text.replace(new RegExp(escapeRegExp(fact), 'gi'), ' '), letter);
}

describe('buildCoverLetter: nothing invented (property, seeded)', () => {
  const skillWords = [
    ...new Set(skills.flatMap((skill) => [skill.name, ...skill.textAliases]).filter((word) => word.length >= 2)),
  ];
  // One pattern for every word (longest first), run once per letter: a pattern per word made this test slow.
  const forbidden = wordsPattern([...skillWords, ...titles, ...companies]);

  it('over 600 random seekers and jobs, names no skill, title or company that is not a fact of the seeker or the job', () => {
    for (let seed = 1; seed <= 600; seed += 1) {
      const facts = randomFacts(seededRandom(seed));
      const letter = buildCoverLetter(facts);
      const rest = withoutFacts(letter, facts);
      const context = `seed ${seed}: ${JSON.stringify(facts)}\n---\n${letter}`;
      const invented = [...rest.matchAll(forbidden)].map((match) => match[2]);
      expect(invented, context).toEqual([]);
      // No empty facts: no zero years, no empty list, no slot left, nothing dangling.
      expect(letter, context).not.toMatch(/\b0 years?\b|\{\{|\}\}|, ,|,\s*\.(?!\w)|\b(for|as) \.(?!\w)/);
      expect(letter, context).not.toMatch(/-\d+ years?/);
      expect(letter.length).toBeLessThanOrEqual(autopilotBounds.baseCoverLetter);
      expect(letter).toBe(letter.trim());
      expect(letter.length, context).toBeGreaterThan(0);
    }
  }, 20_000);

  it('every matched skill is one the seeker has and the job lists', () => {
    for (let seed = 1000; seed < 1300; seed += 1) {
      const facts = randomFacts(seededRandom(seed));
      const held = new Set(
        [...facts.seeker.skills, ...(facts.resume?.skills ?? [])].map((skill) =>
          (canonicalSkill(skill) ?? skill).toLowerCase(),
        ),
      );
      const listed = new Set(facts.job.skills.map((skill) => (canonicalSkill(skill) ?? skill).toLowerCase()));
      for (const skill of matchedSkills(facts)) {
        expect(held.has(skill.toLowerCase()), `seed ${seed}: ${skill}`).toBe(true);
        expect(listed.has(skill.toLowerCase()), `seed ${seed}: ${skill}`).toBe(true);
      }
    }
  });
});

const facts = (overrides: Partial<CoverLetterFacts> = {}): CoverLetterFacts => ({
  seekerName: 'Amaka Obi',
  baseLetter: '',
  customize: true,
  seeker: { title: 'Frontend Engineer', skills: ['React', 'JS', 'Figma'], yearsOfExperience: 4 },
  resume: { latestTitle: 'Senior Frontend Engineer', yearsOfExperience: 6, skills: ['TypeScript'] },
  job: { title: 'React Developer', company: 'Acme Remote', skills: ['react', 'JavaScript', 'TypeScript', 'GraphQL'] },
  ...overrides,
});

describe('buildCoverLetter: examples', () => {
  it('the built-in letter, customised: the job, the latest title, the years and the matched skills', () => {
    expect(buildCoverLetter(facts())).toBe(
      [
        'Dear Acme Remote hiring team,',
        'I would like to apply for the React Developer position at Acme Remote.',
        'My most recent role is Senior Frontend Engineer. I have 4 years of professional experience. Your posting asks for React, JavaScript and TypeScript, which are among my skills.',
        'Thank you for considering my application. I would welcome the chance to discuss how I could contribute.',
        'Kind regards,\nAmaka Obi',
      ].join('\n\n'),
    );
  });

  it('matches skills through the shared list (JS is JavaScript) and leaves out what the seeker lacks (GraphQL)', () => {
    expect(matchedSkills(facts())).toEqual(['React', 'JavaScript', 'TypeScript']);
  });

  it('leaves out each sentence whose fact is missing: no zero years, no empty skill list, no title', () => {
    const letter = buildCoverLetter(
      facts({
        seeker: { title: '', skills: ['Excel'], yearsOfExperience: 0 },
        resume: null,
        job: { title: 'Backend Engineer', company: 'Nimbus', skills: ['Go'] },
      }),
    );
    expect(letter).not.toMatch(/years?|most recent|skills|Excel|\bGo\b/);
    expect(letter).toContain('I would like to apply for the Backend Engineer position at Nimbus.');
  });

  it('takes years from the profile, else the resume; one year reads "1 year"', () => {
    expect(
      buildCoverLetter(
        facts({
          seeker: { title: '', skills: [], yearsOfExperience: null },
          resume: { latestTitle: null, yearsOfExperience: 1, skills: [] },
        }),
      ),
    ).toContain('I have 1 year of professional experience.');
    expect(
      buildCoverLetter(
        facts({
          baseLetter: 'With {{years}} years of work.',
          customize: false,
          seeker: { title: '', skills: [], yearsOfExperience: 1 },
        }),
      ),
    ).toBe('With 1 year of work.');
  });

  it('not customised: the built-in letter says only which job, and who', () => {
    expect(buildCoverLetter(facts({ customize: false }))).toBe(
      [
        'Dear Acme Remote hiring team,',
        'I would like to apply for the React Developer position at Acme Remote.',
        'Thank you for considering my application. I would welcome the chance to discuss how I could contribute.',
        'Kind regards,\nAmaka Obi',
      ].join('\n\n'),
    );
  });

  it("fills the seeker's own slots even when not customising, and removes a slot whose fact is missing with its sentence", () => {
    const baseLetter =
      'Dear {{company}},\n\nI am applying for {{ jobTitle }}. I know {{matchedSkills}}. I have {{years}} years behind me.\n\nRegards,\n{{name}}';
    expect(
      buildCoverLetter(
        facts({
          baseLetter,
          customize: false,
          seeker: { title: '', skills: [], yearsOfExperience: null },
          resume: null,
        }),
      ),
    ).toBe('Dear Acme Remote,\n\nI am applying for React Developer.\n\nRegards,\nAmaka Obi');
  });

  it("customising a letter without fact slots adds the tailored paragraph before the seeker's sign-off", () => {
    const baseLetter = 'Hello,\n\nI like what you build.\n\nBest regards,\n{{name}}';
    expect(buildCoverLetter(facts({ baseLetter }))).toBe(
      'Hello,\n\nI like what you build.\n\nMy most recent role is Senior Frontend Engineer. I have 4 years of professional experience. Your posting asks for React, JavaScript and TypeScript, which are among my skills.\n\nBest regards,\nAmaka Obi',
    );
    // Without a sign-off it goes at the end; a letter that places facts itself gets no second copy.
    expect(buildCoverLetter(facts({ baseLetter: 'I like what you build.' }))).toMatch(
      /^I like what you build\.\n\nMy most recent role is/,
    );
    expect(buildCoverLetter(facts({ baseLetter: 'I know {{matchedSkills}}.' }))).toBe(
      'I know React, JavaScript and TypeScript.',
    );
  });

  it('never reads a value as a slot, and keeps the letter within 5000 characters', () => {
    const letter = buildCoverLetter(facts({ job: { title: '{{name}} Role', company: 'Acme', skills: [] } }));
    expect(letter).toContain('the {{name}} Role position');
    const long = buildCoverLetter(facts({ baseLetter: `${'I build things. '.repeat(312)}` }));
    expect(long.length).toBeLessThanOrEqual(5000);
    expect(long.endsWith('.')).toBe(true);
  });

  it('without a company or a name: a plain greeting, no empty signature', () => {
    const letter = buildCoverLetter(facts({ seekerName: ' ', job: { title: 'Analyst', company: '', skills: [] } }));
    expect(letter.startsWith('Dear hiring team,\n\nI would like to apply for the Analyst position.')).toBe(true);
    expect(letter.endsWith('Kind regards,')).toBe(true);
  });
});

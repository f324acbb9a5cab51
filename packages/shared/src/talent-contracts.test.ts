import { describe, expect, it } from 'vitest';
import { hiddenFromCompaniesSchema, talentDisplayName, talentVisibilitySchema } from './talent-contracts.ts';

describe('talentDisplayName', () => {
  it('keeps the first name and the initial of the last', () => {
    expect(talentDisplayName('Amara Okafor')).toBe('Amara O.');
    expect(talentDisplayName('  Kwame  Nkrumah  Mensah ')).toBe('Kwame M.');
    expect(talentDisplayName('ngozi ézé')).toBe('ngozi É.');
  });

  it('shows a lone name as it is, and no name as a candidate', () => {
    expect(talentDisplayName('Wanjiku')).toBe('Wanjiku');
    expect(talentDisplayName('   ')).toBe('A candidate');
  });
});

describe('the talent pool settings', () => {
  it('accept the three visibilities only', () => {
    expect(talentVisibilitySchema.safeParse('verified-employers').success).toBe(true);
    expect(talentVisibilitySchema.safeParse('everyone').success).toBe(false);
  });

  it('trim hidden companies and refuse blank ones or too many', () => {
    expect(hiddenFromCompaniesSchema.parse(['  Kijani Labs '])).toEqual(['Kijani Labs']);
    expect(hiddenFromCompaniesSchema.safeParse(['  ']).success).toBe(false);
    expect(hiddenFromCompaniesSchema.safeParse(Array.from({ length: 51 }, (_, i) => `Co ${i}`)).success).toBe(false);
  });
});

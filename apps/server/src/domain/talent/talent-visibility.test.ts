import { describe, expect, it } from 'vitest';
import { hiddenCompanyKeys, isVisibleToCompany } from './talent-visibility.ts';

const seeker = {
  userType: 'candidate',
  isEmailVerified: true,
  talentVisibility: 'verified-employers',
  hiddenCompanyKeys: ['kijani labs'],
};
const verified = { id: 'c1', normalizedName: 'acme', verified: true };
const unverified = { id: 'c2', normalizedName: 'acme', verified: false };

describe('who may find a seeker in the talent pool', () => {
  it('nobody while they are not visible, or unverified, or not a seeker', () => {
    expect(isVisibleToCompany({ ...seeker, talentVisibility: 'hidden' }, verified)).toBe(false);
    expect(isVisibleToCompany({ ...seeker, isEmailVerified: false }, verified)).toBe(false);
    expect(isVisibleToCompany({ ...seeker, userType: 'employer' }, verified)).toBe(false);
  });

  it('verified employers only, or all employers, as the seeker chose', () => {
    expect(isVisibleToCompany(seeker, verified)).toBe(true);
    expect(isVisibleToCompany(seeker, unverified)).toBe(false);
    expect(isVisibleToCompany({ ...seeker, talentVisibility: 'all-employers' }, unverified)).toBe(true);
  });

  it('never a company the seeker hid from, however its name is written', () => {
    const kijani = { id: 'c3', normalizedName: hiddenCompanyKeys(['Kijani Labs Ltd.'])[0]!, verified: true };
    expect(isVisibleToCompany({ ...seeker, talentVisibility: 'all-employers' }, kijani)).toBe(false);
    expect(hiddenCompanyKeys(['Kijani Labs', 'KIJANI LABS Ltd', '  '])).toEqual(['kijani labs']);
  });
});

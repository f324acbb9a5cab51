import { describe, expect, it } from 'vitest';
import { accountNavItems, headerNavItems, publicNavItems, userMenuItems } from './nav-links.ts';

const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);

describe('navigation per role', () => {
  it('gives seekers their applications and Autopilot, never employer menus', () => {
    const seeker = { role: 'jobseeker' as const, isModerator: false };
    expect(labels(accountNavItems(seeker))).toEqual(['Dashboard', 'My Applications', 'Autopilot']);
    expect(labels(userMenuItems(seeker))).toEqual(['Profile', 'Dashboard', 'My Applications', 'Autopilot']);
  });

  it('gives employers hiring links, not My Applications or Autopilot', () => {
    const employer = { role: 'employer' as const, isModerator: false };
    expect(labels(accountNavItems(employer))).toEqual(['Dashboard', 'Post a Job', 'Company']);
    expect(accountNavItems(employer).map((item) => item.to)).toEqual(['/dashboard', '/post-job', '/company']);
  });

  it('adds Moderation for moderators of either role', () => {
    expect(labels(accountNavItems({ role: 'employer', isModerator: true }))).toEqual([
      'Dashboard',
      'Post a Job',
      'Company',
      'Moderation',
    ]);
    expect(labels(accountNavItems({ role: 'jobseeker', isModerator: true })).at(-1)).toBe('Moderation');
  });

  it('shows visitors the public links only', () => {
    expect(headerNavItems(null)).toBe(publicNavItems);
    expect(labels(headerNavItems({ role: 'employer', isModerator: false }))).toEqual([
      'Find Jobs',
      'Companies',
      'Categories',
      'Dashboard',
      'Post a Job',
      'Company',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { areaPlaceholder, experienceArea, hasPlaceholder, rejectTemplates, templateText } from './reject-templates.ts';

describe('reject templates', () => {
  it('fills the job title and the area into each template', () => {
    const context = { jobTitle: 'Data Analyst', area: 'SQL' };
    expect(templateText('filled', context)).toMatch(
      /^Thank you for applying for the Data Analyst role\. The position has now been filled/,
    );
    expect(templateText('experience', context)).toMatch(/more experience in SQL,/);
    expect(templateText('location', context)).toMatch(/your location is not one of them/);
    expect(templateText('custom', context)).toBe('');
    expect(templateText('unknown', context)).toBe('');
  });

  it('offers the brief’s reasons and a blank one', () => {
    expect(rejectTemplates.map((template) => template.label)).toEqual([
      'Position filled',
      'Looking for more experience in…',
      'Not eligible from your location',
      'Other candidates were a closer match',
      'Write my own',
    ]);
  });

  it('takes the area from a missing skill, else leaves a placeholder to fill in', () => {
    expect(experienceArea(['Kubernetes', 'Go'])).toBe('Kubernetes');
    expect(experienceArea([])).toBe(areaPlaceholder);
    expect(experienceArea(undefined)).toBe(areaPlaceholder);
    expect(hasPlaceholder(templateText('experience', { jobTitle: 'X', area: areaPlaceholder }))).toBe(true);
    expect(hasPlaceholder('Thanks [not really]')).toBe(true);
    expect(hasPlaceholder('Thanks for applying.')).toBe(false);
  });
});

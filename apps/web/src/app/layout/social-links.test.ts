import { describe, expect, it } from 'vitest';
import { parseSocialLinks } from './social-links.ts';

describe('the footer’s social links', () => {
  it('are none unless configured', () => {
    expect(parseSocialLinks(undefined)).toEqual([]);
    expect(parseSocialLinks('')).toEqual([]);
  });

  it('name each configured account’s network', () => {
    expect(parseSocialLinks(' https://www.linkedin.com/company/orbit-jobs , https://x.com/orbitjobs')).toEqual([
      {
        href: 'https://www.linkedin.com/company/orbit-jobs',
        network: 'linkedin',
        label: 'Orbit Jobs on LinkedIn',
      },
      { href: 'https://x.com/orbitjobs', network: 'x', label: 'Orbit Jobs on X' },
    ]);
  });

  it('leave out what is not an https address of a known network', () => {
    expect(parseSocialLinks('http://github.com/orbit,javascript:alert(1),https://example.org/orbit,not a url')).toEqual(
      [],
    );
  });
});

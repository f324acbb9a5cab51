import { describe, expect, it } from 'vitest';
import { charactersLeft, domainOf, messageParts, unreadBadge, unreadLabel } from './message-text.ts';

describe('messageParts', () => {
  it('keeps markup as text', () => {
    expect(messageParts('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('finds addresses, with their domain, leaving sentence punctuation out', () => {
    expect(messageParts('See https://Pay-Fees.example/form?x=1. Thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'address', text: 'https://Pay-Fees.example/form?x=1', domain: 'pay-fees.example' },
      { kind: 'text', text: '. Thanks' },
    ]);
    expect(messageParts('www.orbit.example')).toEqual([
      { kind: 'address', text: 'www.orbit.example', domain: 'www.orbit.example' },
    ]);
  });

  it('shows the real host of an address hiding behind a user name', () => {
    expect(domainOf('https://orbitjobs.com@evil.example/login')).toBe('evil.example');
  });
});

describe('charactersLeft', () => {
  it('counts down to the limit and says when it is over', () => {
    expect(charactersLeft('')).toMatchObject({ left: 5000, over: false, label: '5000 characters left' });
    expect(charactersLeft('x'.repeat(5001))).toMatchObject({ left: -1, over: true, label: '1 character too many' });
  });
});

describe('unread badge', () => {
  it('is hidden at 0 and capped at 99+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(7)).toBe('7');
    expect(unreadBadge(120)).toBe('99+');
    expect(unreadLabel(1)).toBe('Inbox, 1 unread message');
    expect(unreadLabel(0)).toBe('Inbox');
  });
});

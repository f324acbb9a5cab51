import { describe, expect, it } from 'vitest';
import { scrubIdentity } from './scrub-identity.ts';

const ada = { name: 'Ada Okafor-Lovelace', email: 'ada.o+jobs@example.org', phone: '+234 803 555 0101' };

describe('scrubIdentity', () => {
  it('removes the whole name, each long word of it, the address and the phone number, whatever their case and spacing', () => {
    const notes =
      'Called ADA OKAFOR-LOVELACE on +234-803-555-0101; ada said write to Ada.O+Jobs@example.org. Okafor-Lovelace is keen.';
    expect(scrubIdentity(notes, ada)).toBe(
      'Called [deleted] on [deleted]; [deleted] said write to [deleted]. [deleted] is keen.',
    );
  });

  it('leaves words that only contain a part of the name, and short parts, alone', () => {
    const person = { name: 'Al Adam', email: 'al@example.org', phone: '12' };
    expect(scrubIdentity('Also Adams and Adam; Al is here, 12 years', person)).toBe(
      'Also Adams and [deleted]; Al is here, 12 years',
    );
  });

  it('treats the name as text, not as a pattern', () => {
    expect(scrubIdentity('Met J.R. (Jr) and JXR', { name: 'J.R. (Jr)', email: '', phone: '' })).toBe(
      'Met [deleted] and JXR',
    );
  });

  it('keeps text that names nobody as it was', () => {
    expect(scrubIdentity('Strong React skills; invite to the second round', ada)).toBe(
      'Strong React skills; invite to the second round',
    );
    expect(scrubIdentity('', ada)).toBe('');
  });
});

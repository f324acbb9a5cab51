import { describe, expect, it } from 'vitest';
import { messageHoldReasons } from './scam-phrases.ts';

describe('messageHoldReasons', () => {
  it('holds a message asking for money, numbers or another channel', () => {
    expect(messageHoldReasons('Pay the training kit fee of $50 to start')).not.toEqual([]);
    expect(messageHoldReasons('Please send your BVN so we can set up payroll')).toEqual([
      'asks for an identity or bank number',
    ]);
    expect(messageHoldReasons('We talk only on WhatsApp from here')).toContain('moves the conversation off Orbit Jobs');
    expect(messageHoldReasons('Buy a gift card and send us the code')).not.toEqual([]);
  });

  it('lets an ordinary message through', () => {
    expect(messageHoldReasons('Thanks Amara, are you free for a video call on Tuesday at 3 pm WAT?')).toEqual([]);
    expect(messageHoldReasons('The role pays 4,000 USD a month, fully remote.')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { currentEmployerSuggestion } from './current-employer.ts';

const suggest = (title: string, bio = '', hidden: string[] = []) => currentEmployerSuggestion({ title, bio }, hidden);

describe('currentEmployerSuggestion', () => {
  it('reads the company a title names after "at" or "@"', () => {
    expect(suggest('Senior Backend Engineer at Paystack')).toBe('Paystack');
    expect(suggest('Product Designer @ Kuda Bank (Remote)')).toBe('Kuda Bank');
    expect(suggest('Data Analyst at M-KOPA.')).toBe('M-KOPA');
    expect(suggest('QA Engineer at 54gene')).toBe('54gene');
    expect(suggest('Support Lead at Procter & Gamble')).toBe('Procter & Gamble');
  });

  it('reads the bio only where it says the job holds now', () => {
    expect(suggest('Frontend Engineer', 'I am currently working at Flutterwave on payments.')).toBe('Flutterwave');
    expect(suggest('Frontend Engineer', 'Currently a senior engineer? No: currently at Andela, since 2021.')).toBe(
      'Andela',
    );
    expect(suggest('Accountant', 'I work as a finance analyst for MTN Ghana. Before that, Vodafone.')).toBe(
      'MTN Ghana',
    );
    expect(suggest('Engineer', 'I’m at Moniepoint, building lending tools.')).toBe('Moniepoint');
    expect(suggest('Engineer', 'Now working with Safaricom in Nairobi.')).toBe('Safaricom');
  });

  it('offers nothing for a past employer, a sentence without a name, or no profile text', () => {
    expect(suggest('Backend Engineer', 'Previously at Jumia; I worked at Interswitch for three years.')).toBeNull();
    expect(suggest('Backend Engineer', 'I am currently looking for a remote role at a fintech.')).toBeNull();
    expect(suggest('Backend Engineer', 'Currently working from home in Accra.')).toBeNull();
    expect(suggest('', '')).toBeNull();
    expect(suggest('Head of Growth')).toBeNull();
  });

  it('prefers the title, and offers nothing once the company is on the list, whatever the case', () => {
    expect(suggest('Engineer at Paystack', 'Currently at Flutterwave')).toBe('Paystack');
    expect(suggest('Engineer at Paystack', '', ['Andela', ' paystack '])).toBeNull();
    expect(suggest('Engineer at Paystack', '', ['Andela'])).toBe('Paystack');
  });
});

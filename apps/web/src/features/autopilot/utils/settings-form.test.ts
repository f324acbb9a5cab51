import { describe, expect, it } from 'vitest';
import { autopilotMessages, defaultAutopilotSettings, type AutopilotSettings } from '@orbit/shared/autopilot-contracts';
import {
  addExcludedCompany,
  parseKeywords,
  readInteger,
  rebaseSettingsForm,
  settingsBody,
  settingsErrors,
  settingsFormValues,
} from './settings-form.ts';

const saved: AutopilotSettings = {
  ...defaultAutopilotSettings,
  isActive: true,
  skillKeywords: ['React', 'TypeScript'],
  excludedCompanies: ['Acme'],
  timeZone: 'Africa/Lagos',
};

describe('parseKeywords', () => {
  it('splits on commas, trims, drops empties and repeats', () => {
    expect(parseKeywords(' React,  TypeScript ,, ,react, Node.js,')).toEqual(['React', 'TypeScript', 'Node.js']);
    expect(parseKeywords('')).toEqual([]);
  });
});

describe('readInteger', () => {
  it('reads the whole number typed, NaN when there is none', () => {
    expect(readInteger(' 12 ')).toBe(12);
    expect(readInteger('7.9')).toBe(7);
    expect(readInteger('')).toBeNaN();
    expect(readInteger('abc')).toBeNaN();
  });
});

describe('settingsBody', () => {
  it('round-trips saved settings as the whole object', () => {
    expect(settingsBody(settingsFormValues(saved))).toEqual(saved);
  });

  it('reads numbers as integers and keywords as a list', () => {
    const values = {
      ...settingsFormValues(saved),
      dailyLimit: '8',
      weeklyLimit: '40',
      skillKeywords: 'Go, Rust',
      minimumSalary: '60000',
    };
    expect(settingsBody(values)).toMatchObject({
      dailyLimit: 8,
      weeklyLimit: 40,
      skillKeywords: ['Go', 'Rust'],
      minimumSalary: 60000,
    });
  });

  it('sends the default delay when follow-ups are off and the hidden delay is unreadable', () => {
    const off = { ...settingsFormValues(saved), autoFollowUp: false, followUpDelay: '' };
    expect(settingsBody(off).followUpDelay).toBe(5);
    const on = { ...off, autoFollowUp: true };
    expect(settingsBody(on).followUpDelay).toBeNaN();
  });
});

describe('settingsErrors', () => {
  it('accepts valid settings', () => {
    expect(settingsErrors(saved)).toEqual({});
  });

  it("gives each field the server's message", () => {
    const errors = settingsErrors({
      ...saved,
      dailyLimit: 21,
      weeklyLimit: Number.NaN,
      followUpDelay: 0,
      minimumMatchScore: 101,
      minimumSalary: -1,
    });
    expect(errors).toEqual({
      dailyLimit: autopilotMessages.dailyLimit,
      weeklyLimit: autopilotMessages.weeklyLimit,
      followUpDelay: autopilotMessages.followUpDelay,
      minimumMatchScore: autopilotMessages.minimumMatchScore,
      minimumSalary: autopilotMessages.minimumSalary,
    });
  });

  it('asks for a weekly limit of at least the daily one', () => {
    expect(settingsErrors({ ...saved, dailyLimit: 10, weeklyLimit: 5 })).toEqual({
      weeklyLimit: autopilotMessages.weeklyBelowDaily,
    });
  });

  it('checks the lists, the letter and the zone', () => {
    const errors = settingsErrors({
      ...saved,
      skillKeywords: Array.from({ length: 51 }, (_, i) => `skill ${i}`),
      baseCoverLetter: 'x'.repeat(5001),
      timeZone: 'Mars/Olympus',
    });
    expect(errors).toEqual({
      skillKeywords: autopilotMessages.tooManyKeywords,
      baseCoverLetter: autopilotMessages.coverLetterTooLong,
      timeZone: autopilotMessages.timeZone,
    });
  });
});

describe('addExcludedCompany', () => {
  it('adds a trimmed name once, whatever its case', () => {
    expect(addExcludedCompany(['Acme'], '  Globex ')).toEqual({ list: ['Acme', 'Globex'], error: null });
    expect(addExcludedCompany(['Acme'], 'acme')).toEqual({ list: ['Acme'], error: null });
    expect(addExcludedCompany(['Acme'], '   ')).toEqual({ list: ['Acme'], error: null });
  });

  it('refuses a 101st company', () => {
    const full = Array.from({ length: 100 }, (_, i) => `Company ${i}`);
    expect(addExcludedCompany(full, 'One more')).toEqual({ list: full, error: autopilotMessages.tooManyCompanies });
  });
});

describe('rebaseSettingsForm', () => {
  it('takes what changed on the server and keeps unsaved edits elsewhere', () => {
    const edited = { ...settingsFormValues(saved), dailyLimit: '9', skillKeywords: 'React, Go' };
    const stopped = { ...saved, isActive: false };
    const rebased = rebaseSettingsForm(edited, saved, stopped);
    expect(rebased.isActive).toBe(false);
    expect(rebased.dailyLimit).toBe('9');
    expect(rebased.skillKeywords).toBe('React, Go');
  });

  it('compares lists by their items', () => {
    const edited = { ...settingsFormValues(saved), excludedCompanies: ['Acme', 'Initech'] };
    const refetched = { ...saved, excludedCompanies: ['Acme'] };
    expect(rebaseSettingsForm(edited, saved, refetched).excludedCompanies).toEqual(['Acme', 'Initech']);
    const changed = { ...saved, excludedCompanies: ['Umbrella'] };
    expect(rebaseSettingsForm(edited, saved, changed).excludedCompanies).toEqual(['Umbrella']);
  });
});

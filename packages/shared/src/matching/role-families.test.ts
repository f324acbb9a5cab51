import { describe, expect, it } from 'vitest';
import { familyCloseness, familyLabel, familyOf } from './role-families.ts';
import { differentLineOfWork, judgeTitle, prepareTitle } from './title-similarity.ts';

const family = (title: string) => prepareTitle(title).family;
const fit = (a: string, b: string) => judgeTitle(prepareTitle(a), prepareTitle(b)).fit ?? 0;

describe('role families beyond engineering', () => {
  it('tells customer care from patient care', () => {
    expect(family('Customer Care Representative')).toBe('support');
    expect(family('Customer Service Agent (Part-time)')).toBe('support');
    expect(family('Patient Support Specialist')).toBe('support');
    expect(family('Senior Care Coordinator')).toBe('healthcare');
    expect(family('Telehealth Nurse')).toBe('healthcare');
    expect(family('Clinical Data Coordinator')).toBe('healthcare');
    expect(family('Medical Coder (Remote)')).toBe('healthcare');
    expect(familyCloseness('support', 'healthcare')).toBe(0);
  });

  it('reads "account" as selling, and accounts as accounting', () => {
    expect(family('Account Manager (SMB)')).toBe('account-management');
    expect(family('Account Executive, Mid-Market')).toBe('sales');
    expect(family('Accounts Receivable Specialist')).toBe('accounting');
    expect(family('Accountant (US Clients)')).toBe('accounting');
    expect(familyCloseness('account-management', 'sales')).toBeGreaterThan(0.5);
    expect(familyCloseness('account-management', 'customer-success')).toBeGreaterThan(0.5);
    expect(familyCloseness('account-management', 'accounting')).toBe(0);
  });

  it('keeps customer success apart from support, as neighbours', () => {
    expect(family('Customer Success Manager')).toBe('customer-success');
    expect(family('Customer Onboarding Specialist')).toBe('customer-success');
    expect(familyCloseness('support', 'customer-success')).toBeGreaterThan(0.4);
  });

  it('names education, legal, HR and operations roles, before their words name another family', () => {
    expect(family('Curriculum Developer (Primary Science)')).toBe('teaching');
    expect(family('Instructional Designer')).toBe('teaching');
    expect(family('Online Math Tutor')).toBe('teaching');
    expect(family('Legal Counsel (Commercial)')).toBe('legal');
    expect(family('Remote Paralegal (Corporate)')).toBe('paralegal');
    expect(family('Compliance Officer (AML/KYC)')).toBe('compliance');
    expect(family('HR Generalist')).toBe('people');
    expect(family('People Operations Specialist')).toBe('people');
    expect(family('Supply Chain Coordinator')).toBe('operations');
    expect(family('Business Operations Analyst')).toBe('operations');
    expect(familyOf(' senior software engineer ')).toBe('software');
  });

  it('speaks of them in plain words', () => {
    expect(familyLabel('people')).toBe('HR');
    expect(familyLabel('healthcare')).toBe('healthcare');
    expect(familyLabel('account-management')).toBe('account management');
  });
});

describe('a different line of work', () => {
  it('is two unrelated families whose titles share no telling word', () => {
    expect(differentLineOfWork(prepareTitle('Customer Support Lead'), prepareTitle('Senior Care Coordinator'))).toBe(
      true,
    );
    expect(differentLineOfWork(prepareTitle('Customer Support Lead'), prepareTitle('Customer Success Manager'))).toBe(
      false,
    );
    expect(differentLineOfWork(prepareTitle('Frontend Developer'), prepareTitle('Full Stack Engineer'))).toBe(false);
    expect(differentLineOfWork(prepareTitle('Rockstar'), prepareTitle('Telehealth Nurse'))).toBe(false);
    expect(differentLineOfWork(null, prepareTitle('Telehealth Nurse'))).toBe(false);
  });

  it('ranks the same family with the same words above the same family alone', () => {
    expect(fit('Legal Counsel', 'Legal Counsel (Commercial)')).toBeGreaterThan(
      fit('Legal Counsel', 'Contracts Manager'),
    );
    expect(fit('Customer Support Lead', 'Senior Care Coordinator')).toBe(0);
  });
});

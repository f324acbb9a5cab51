import { describe, expect, it } from 'vitest';
import { messages } from '@orbit/shared/messages';
import { uploadLimits } from '@orbit/shared/options';
import { resumeAccept, resumeFileError, uploadPercent } from './resume-file.ts';

const file = (name: string, size = 1000) => ({ name, size });

describe('resumeFileError', () => {
  it('asks for a file when none is chosen', () => {
    expect(resumeFileError(null)).toBe(messages.noFileSelected);
  });

  it('accepts pdf, doc and docx in any letter case', () => {
    for (const name of ['cv.pdf', 'cv.doc', 'cv.docx', 'CV.PDF', 'My.Resume.DocX']) {
      expect(resumeFileError(file(name))).toBeNull();
    }
  });

  it('refuses other extensions and names without one', () => {
    for (const name of ['cv.txt', 'cv.pdf.exe', 'cv', 'pdf', 'cv.odt', 'cv.']) {
      expect(resumeFileError(file(name))).toBe(messages.resumeTypeInvalid);
    }
  });

  it('allows exactly 10MB and refuses one byte more with the server message', () => {
    expect(resumeFileError(file('cv.pdf', uploadLimits.resumeMaxBytes))).toBeNull();
    expect(resumeFileError(file('cv.pdf', uploadLimits.resumeMaxBytes + 1))).toBe(messages.resumeTooLarge);
  });

  it('reports the type before the size', () => {
    expect(resumeFileError(file('cv.zip', uploadLimits.resumeMaxBytes + 1))).toBe(messages.resumeTypeInvalid);
  });
});

describe('uploadPercent', () => {
  it('rounds down so 100% means everything was sent', () => {
    expect(uploadPercent(0, 200)).toBe(0);
    expect(uploadPercent(199, 200)).toBe(99);
    expect(uploadPercent(200, 200)).toBe(100);
  });

  it('stays at 0 while the total is unknown', () => {
    expect(uploadPercent(50, 0)).toBe(0);
  });
});

describe('resumeAccept', () => {
  it('offers the three extensions to the picker', () => {
    expect(resumeAccept.split(',')).toEqual(expect.arrayContaining(['.pdf', '.doc', '.docx']));
  });
});

import { describe, expect, it } from 'vitest';
import { sampleDocx, sampleExe, samplePdf, samplePng } from '../test-support/sample-files.ts';
import { documentKindMatches, imageKindMatches, sniffDocument, sniffImage } from './file-signature.ts';

describe('file signatures', () => {
  it('recognises PDF, DOCX and legacy DOC by their bytes', () => {
    expect(sniffDocument(samplePdf())).toBe('pdf');
    expect(sniffDocument(sampleDocx())).toBe('docx');
    expect(sniffDocument(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]))).toBe('doc');
  });

  it('refuses an executable and a plain ZIP', () => {
    expect(sniffDocument(sampleExe())).toBeUndefined();
    expect(sniffDocument(Buffer.from('PK\x03\x04just a zip', 'latin1'))).toBeUndefined();
  });

  it('needs the extension to agree with the bytes', () => {
    expect(documentKindMatches('cv.PDF', sniffDocument(samplePdf()))).toBe(true);
    expect(documentKindMatches('cv.docx', sniffDocument(samplePdf()))).toBe(false);
    expect(documentKindMatches('cv.pdf', sniffDocument(sampleExe()))).toBe(false);
  });

  it('recognises images', () => {
    expect(sniffImage(samplePng())).toBe('png');
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImage(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(imageKindMatches('me.jpg', 'jpeg')).toBe(true);
    expect(imageKindMatches('me.png', 'jpeg')).toBe(false);
    expect(sniffImage(samplePdf())).toBeUndefined();
  });
});

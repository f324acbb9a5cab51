import { describe, expect, it } from 'vitest';
import { docxFile, sampleResumeLines } from '../../test-support/sample-documents.ts';
import { docxBomb } from '../../test-support/zip-bomb.ts';
import { textPdf } from '../text-pdf.ts';
import { readDocumentText } from './read-document-text.ts';

const limits = { timeoutMs: 20_000, memoryMb: 256 };

/** The reader the server uses: extractDocumentText in a worker thread, with a memory and a time limit. */
describe('readDocumentText in a worker thread', () => {
  it('reads an ordinary PDF and DOCX as the in-process reader does', async () => {
    expect(await readDocumentText(textPdf(sampleResumeLines), 'pdf', limits)).toEqual({
      ok: true,
      text: sampleResumeLines.join('\n'),
    });
    expect(await readDocumentText(await docxFile(sampleResumeLines), 'docx', limits)).toEqual({
      ok: true,
      text: sampleResumeLines.join('\n'),
    });
  });

  it('refuses a zip bomb as too large, without inflating it', async () => {
    const bomb = docxBomb({ documentBytes: 64 * 1024, declaredBytes: 150_000_000 });
    expect(await readDocumentText(bomb, 'docx', limits)).toEqual({
      ok: false,
      reason: 'too-large',
      detail: 'word/document.xml declares 150000000 bytes unpacked',
    });
  });

  it('ends a reading that runs out of its memory as too large, and the caller carries on', async () => {
    // Thousands of empty paragraphs: a few hundred KB of XML the Word reader holds as millions of objects.
    const paragraphs = await docxFile(Array.from({ length: 60_000 }, () => ''));
    expect(await readDocumentText(paragraphs, 'docx', { ...limits, memoryMb: 32 })).toEqual({
      ok: false,
      reason: 'too-large',
      detail: 'out of memory (32 MB)',
    });
    // The same small heap reads an ordinary resume: it was the document, not the limit, that ran out.
    expect(
      await readDocumentText(await docxFile(sampleResumeLines), 'docx', { ...limits, memoryMb: 32 }),
    ).toMatchObject({
      ok: true,
    });
  });

  it('terminates a reading that passes its time limit and calls the file corrupt', async () => {
    expect(await readDocumentText(textPdf(sampleResumeLines), 'pdf', { ...limits, timeoutMs: 1 })).toEqual({
      ok: false,
      reason: 'corrupt',
      detail: 'timed out',
    });
  });
});

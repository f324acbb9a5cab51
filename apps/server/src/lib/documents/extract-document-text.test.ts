import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  corruptPdf,
  docFile,
  docxFile,
  encryptedDocFile,
  encryptedDocx,
  exeRenamed,
  imageOnlyPdf,
  passwordProtectedPdf,
  sampleResumeLines,
  samplePdfPassword,
  truncatedPdf,
} from '../../test-support/sample-documents.ts';
import { compoundFile } from '../../test-support/compound-file.ts';
import { noiseBytes } from '../../test-support/noise-bytes.ts';
import { docxBomb } from '../../test-support/zip-bomb.ts';
import { textPdf } from '../text-pdf.ts';
import { extractDocumentText } from './extract-document-text.ts';

const expectText = async (result: ReturnType<typeof extractDocumentText>) => {
  const extracted = await result;
  if (!extracted.ok) throw new Error(`expected text, got ${extracted.reason}: ${extracted.detail}`);
  return extracted.text;
};

describe('extractDocumentText: readable files', () => {
  it('reads a PDF line by line', async () => {
    const text = await expectText(extractDocumentText(textPdf(sampleResumeLines), 'pdf'));
    expect(text.split('\n')).toEqual(sampleResumeLines);
  });

  it('reads a DOCX, one paragraph per line, with XML-special characters intact', async () => {
    const text = await expectText(
      extractDocumentText(await docxFile(['Chidi Obi', 'R&D <lead> "quoted" & it\'s fine', 'Skills: React']), 'docx'),
    );
    expect(text.split('\n')).toEqual(['Chidi Obi', 'R&D <lead> "quoted" & it\'s fine', 'Skills: React']);
  });

  it('reads a legacy Word .doc stored as 8-bit text', async () => {
    const text = await expectText(extractDocumentText(docFile(sampleResumeLines), 'doc'));
    expect(text.split('\n')).toEqual(sampleResumeLines);
  });

  it('reads a legacy Word .doc stored as UTF-16 text', async () => {
    const lines = ['Adébáyọ̀ Ọlábísí', 'Customer Support Agent at Flutterwave', 'Zendesk, Intercom, Freshdesk'];
    const text = await expectText(extractDocumentText(docFile(lines), 'doc'));
    expect(text.split('\n')).toEqual(lines);
  });

  it('removes control and zero-width characters, folds spaces and blank lines, and trims', async () => {
    // C1 controls and zero-width characters are valid XML, so they reach the reader through a real DOCX.
    const messy = [
      '  Ada\u200b Love\u0090lace\ufeff  ',
      'Senior    Engineer\tat\u00a0Acme',
      '',
      '',
      '',
      '',
      '',
      'Skills: TypeScript  ',
    ];
    const text = await expectText(extractDocumentText(await docxFile(messy), 'docx'));
    expect(text).toBe('Ada Lovelace\nSenior Engineer at Acme\n\n\nSkills: TypeScript');
  });

  it('cuts the text at maxChars', async () => {
    const text = await expectText(extractDocumentText(textPdf(sampleResumeLines), 'pdf', { maxChars: 30 }));
    expect(text).toBe('Amara Okafor\nLagos, Nigeria |');
  });
});

describe('extractDocumentText: files that cannot be read', () => {
  it('calls a PDF with a valid header and a garbage body corrupt', async () => {
    expect(await extractDocumentText(corruptPdf(), 'pdf')).toMatchObject({ ok: false, reason: 'corrupt' });
  });

  it('calls a PDF cut off before its pages corrupt', async () => {
    expect(await extractDocumentText(truncatedPdf(), 'pdf')).toMatchObject({ ok: false, reason: 'corrupt' });
  });

  it('recognises a password-protected PDF, which really opens with its password', async () => {
    const bytes = passwordProtectedPdf();
    expect(await extractDocumentText(bytes, 'pdf')).toMatchObject({ ok: false, reason: 'password-protected' });
    const opened = await getDocumentProxy(new Uint8Array(bytes), { password: samplePdfPassword, verbosity: 0 });
    expect(opened.numPages).toBe(1);
    await opened.loadingTask.destroy();
  });

  it('recognises password-protected Word files, new and legacy', async () => {
    expect(await extractDocumentText(encryptedDocx(), 'docx')).toMatchObject({
      ok: false,
      reason: 'password-protected',
    });
    expect(await extractDocumentText(encryptedDocx(), 'doc')).toMatchObject({
      ok: false,
      reason: 'password-protected',
    });
    expect(await extractDocumentText(encryptedDocFile(), 'doc')).toMatchObject({
      ok: false,
      reason: 'password-protected',
    });
  });

  it('says there is no text in a scanned (image-only) PDF or an empty document', async () => {
    expect(await extractDocumentText(imageOnlyPdf(), 'pdf')).toMatchObject({ ok: false, reason: 'no-text' });
    expect(await extractDocumentText(textPdf(['Page 1']), 'pdf')).toMatchObject({ ok: false, reason: 'no-text' });
    expect(await extractDocumentText(await docxFile([]), 'docx')).toMatchObject({ ok: false, reason: 'no-text' });
    expect(await extractDocumentText(docFile(['', '   ']), 'doc')).toMatchObject({ ok: false, reason: 'no-text' });
  });

  it.each(['pdf', 'docx', 'doc'] as const)(
    'calls random bytes, an executable or an empty file claiming to be %s corrupt',
    async (kind) => {
      for (const bytes of [noiseBytes(5000, 11), exeRenamed(), new Uint8Array(0)]) {
        const result = await extractDocumentText(bytes, kind);
        expect(result).toMatchObject({ ok: false, reason: 'corrupt', detail: expect.stringMatching(/\S/) });
      }
    },
  );

  it('calls a DOCX without its main document, or an OLE file that is not Word, corrupt', async () => {
    const zipWithoutDocument = await docxFile(['x']).then((docx) =>
      docx.toString('latin1').replace(/word\/document\.xml/g, 'word/documenx.xml'),
    );
    expect(await extractDocumentText(Buffer.from(zipWithoutDocument, 'latin1'), 'docx')).toMatchObject({
      ok: false,
      reason: 'corrupt',
    });
    const spreadsheet = compoundFile([{ name: 'Workbook', data: noiseBytes(4096, 5) }]);
    expect(await extractDocumentText(spreadsheet, 'doc')).toMatchObject({ ok: false, reason: 'corrupt' });
  });
});

describe('extractDocumentText: zip bombs', () => {
  const mib = 1024 * 1024;

  it('reads a Word file built like the bombs below while it stays within the limits', async () => {
    const text = await expectText(extractDocumentText(docxBomb({ documentBytes: 256 * 1024 }), 'docx'));
    expect(text.split('\n')).toEqual(sampleResumeLines);
  });

  it('refuses a 100 KB .docx whose main document unpacks to 40 MB, by its directory and at once', async () => {
    const bomb = docxBomb({ documentBytes: 40 * mib });
    expect(bomb.length).toBeLessThan(100_000);
    const started = performance.now();
    expect(await extractDocumentText(bomb, 'docx')).toEqual({
      ok: false,
      reason: 'too-large',
      detail: `word/document.xml declares ${40 * mib} bytes unpacked`,
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses what the directory declares before inflating anything', async () => {
    // The data really inflate to 64 KB: only the directory's 150 MB can have refused it.
    const bomb = docxBomb({ documentBytes: 64 * 1024, declaredBytes: 150_000_000 });
    expect(await extractDocumentText(bomb, 'docx')).toMatchObject({
      reason: 'too-large',
      detail: 'word/document.xml declares 150000000 bytes unpacked',
    });
    expect(await extractDocumentText(bomb, 'doc')).toMatchObject({ reason: 'too-large' });
  });

  it('stops inflating an entry that unpacks to more than the limit, whatever its directory declares', async () => {
    const liar = docxBomb({ documentBytes: 12 * mib, declaredBytes: 2048 });
    expect(await extractDocumentText(liar, 'docx')).toEqual({
      ok: false,
      reason: 'too-large',
      detail: `word/document.xml unpacks to more than ${10 * mib} bytes`,
    });
  });

  it('holds all entries together, and their number, to limits of their own', async () => {
    const docx = await docxFile(sampleResumeLines);
    const limits = { maxEntryBytes: 10 * mib, maxTotalBytes: 10 * mib, maxEntries: 1000 };
    expect(await extractDocumentText(docx, 'docx', { unpackLimits: { ...limits, maxTotalBytes: 500 } })).toMatchObject({
      reason: 'too-large',
      detail: expect.stringMatching(/^entries declare \d+ bytes unpacked$/),
    });
    expect(await extractDocumentText(docx, 'docx', { unpackLimits: { ...limits, maxEntries: 2 } })).toMatchObject({
      reason: 'too-large',
      detail: 'lists 5 entries (at most 2)', // JSZip lists its two folders too
    });
    await expectText(extractDocumentText(docx, 'docx', { unpackLimits: limits }));
  });
});

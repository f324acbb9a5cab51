import { createHash } from 'node:crypto';
import JSZip from 'jszip';
import { textPdf } from '../lib/text-pdf.ts';
import { compoundFile } from './compound-file.ts';
import { noiseBytes } from './noise-bytes.ts';
import { sampleExe } from './sample-files.ts';
import { word97Document } from './word-97-document.ts';

/**
 * Resumes as real files in every accepted format, and the broken, locked and empty ones people upload, built in
 * code so no binaries live in the repository. Small upload fixtures (one-line PDF/DOCX, PNG) are in sample-files.ts.
 * The legacy .doc comes from word-97-document.ts, checked by hand with independent readers (`antiword` and `catdoc`
 * print its text exactly); the password-protected PDF is shown real by a test that opens it with its password.
 */

/**
 * A realistic resume for API and browser tests. Latin-1 only (hyphens, not en dashes), so `textPdf` renders every
 * character and a PDF made from it reads back the same text.
 */
export const sampleResumeLines: readonly string[] = [
  'Amara Okafor',
  'Lagos, Nigeria | amara.okafor@example.com | +234 801 234 5678 | github.com/amara-okafor',
  'SUMMARY',
  'Senior frontend engineer with 7 years of experience building fast, accessible web apps for fintech teams.',
  'EXPERIENCE',
  'Senior Frontend Engineer - Paystack, Lagos (Remote)',
  'Jan 2019 - Present',
  '- Led the rebuild of the merchant dashboard in React and TypeScript, cutting load time by 40%.',
  '- Built a design system with the product designers, from Figma components to accessible React widgets.',
  'Andela | Frontend Developer',
  '2016 - 2018',
  '- Shipped single-page apps in JavaScript and Angular for US clients; wrote Node.js APIs on PostgreSQL.',
  'SKILLS',
  'JS, ReactJS, Node, TypeScript, PostgreSQL, AWS, Figma, GraphQL, Jest',
  'EDUCATION',
  'B.Sc. Computer Science, University of Lagos, 2011 - 2015',
];

const escapeXml = (text: string) =>
  text
    .replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(
      /[&<>"']/g,
      (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
    );

/** A minimal real DOCX: the content types, the package relationship and the main document, one run per paragraph. */
export async function docxFile(paragraphs: readonly string[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`)
    .join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr/></w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A real Word 97-2003 .doc (see word-97-document.ts for what it holds and how it was checked). */
export const docFile = (paragraphs: readonly string[]): Buffer => word97Document(paragraphs);

/** A .doc saved with a password: fEncrypted set, RC4 encryption header, the rest ciphertext. */
export const encryptedDocFile = (): Buffer => word97Document(sampleResumeLines, { encrypted: true });

/**
 * A password-protected .docx as Word writes it: not a ZIP but a compound file holding `EncryptionInfo` (agile
 * encryption, version 4.4) and `EncryptedPackage` (the size of the real ZIP, then ciphertext).
 */
export function encryptedDocx(): Buffer {
  const descriptor = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<encryption xmlns="http://schemas.microsoft.com/office/2006/encryption"><keyData saltSize="16" blockSize="16" keyBits="256" hashSize="64" cipherAlgorithm="AES" cipherChaining="ChainingModeCBC" hashAlgorithm="SHA512" saltValue="AAAAAAAAAAAAAAAAAAAAAA=="/></encryption>',
  );
  const info = Buffer.concat([Buffer.from([4, 0, 4, 0, 0x40, 0, 0, 0]), descriptor]);
  const packageSize = Buffer.alloc(8);
  packageSize.writeBigUInt64LE(6000n);
  return compoundFile([
    { name: 'EncryptionInfo', data: Buffer.concat([info, Buffer.alloc(4096 - info.length)]) },
    { name: 'EncryptedPackage', data: Buffer.concat([packageSize, noiseBytes(6016, 7)]) },
  ]);
}

/** A PDF header over bytes that are no PDF at all. */
export const corruptPdf = (): Buffer =>
  Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), noiseBytes(4000, 3)]);

/** A real resume PDF cut off before its page and text objects, as an interrupted upload or copy leaves it. */
export function truncatedPdf(): Buffer {
  const whole = textPdf(sampleResumeLines);
  return whole.subarray(0, whole.indexOf('3 0 obj'));
}

/** Any Windows executable: what a renamed .exe holds, whatever its name claims. */
export const exeRenamed = (): Buffer => sampleExe();

/** Objects (1-based, in order) → a PDF with a correct cross-reference table; `trailer` adds trailer entries. */
function assemblePdf(objects: readonly string[], trailer = ''): Buffer {
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const stream = (dictionary: string, data: Buffer) =>
  `<< ${dictionary} /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream`;

/** A scanned page: one grey image, no text operators at all. */
export function imageOnlyPdf(): Buffer {
  const pixels = Buffer.from(Array.from({ length: 64 * 64 }, (_, i) => ((i % 64) * 4 + Math.floor(i / 64) * 2) & 0xff));
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>',
    stream('', Buffer.from('q 468 0 0 600 72 96 cm /Im1 Do Q', 'latin1')),
    stream('/Type /XObject /Subtype /Image /Width 64 /Height 64 /ColorSpace /DeviceGray /BitsPerComponent 8', pixels),
  ]);
}

/** The user password of `passwordProtectedPdf`, for tests that show the file is real by opening it. */
export const samplePdfPassword = 'orbit-reader';

function rc4(key: Buffer, data: Buffer): Buffer {
  const state = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i += 1) {
    j = (j + (state[i] as number) + (key[i % key.length] as number)) & 0xff;
    [state[i], state[j]] = [state[j] as number, state[i] as number];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n += 1) {
    i = (i + 1) & 0xff;
    j = (j + (state[i] as number)) & 0xff;
    [state[i], state[j]] = [state[j] as number, state[i] as number];
    out[n] = (data[n] as number) ^ (state[((state[i] as number) + (state[j] as number)) & 0xff] as number);
  }
  return out;
}

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const passwordPadding = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
const padPassword = (password: string) =>
  Buffer.concat([Buffer.from(password, 'latin1'), passwordPadding]).subarray(0, 32);

/**
 * The resume as a PDF encrypted by the Standard security handler (V 1, R 2: 40-bit RC4, ISO 32000-1 7.6.3) with a
 * user password, so a reader given no password must stop (pdf.js raises PasswordException) while one given
 * `samplePdfPassword` reads the text.
 */
export function passwordProtectedPdf(): Buffer {
  const permissions = -4;
  const fileId = md5(Buffer.from('orbit-jobs-sample-resume'));
  const owner = rc4(md5(padPassword('orbit-owner')).subarray(0, 5), padPassword(samplePdfPassword));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const fileKey = md5(padPassword(samplePdfPassword), owner, p, fileId).subarray(0, 5);
  const user = rc4(fileKey, passwordPadding);
  // Each object's key: the file key, the object number (3 bytes) and generation (2 bytes), hashed, n + 5 bytes.
  const objectKey = (objectNumber: number) =>
    md5(fileKey, Buffer.from([objectNumber & 0xff, (objectNumber >> 8) & 0xff, objectNumber >> 16, 0, 0])).subarray(
      0,
      10,
    );
  const shown = sampleResumeLines.map(
    (line, i) => `${i === 0 ? '' : '0 -16 Td '}(${line.replace(/[\\()]/g, '\\$&')}) Tj`,
  );
  const content = Buffer.from(`BT /F1 10 Tf 56 760 Td ${shown.join(' ')} ET`, 'latin1');
  return assemblePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      stream('', rc4(objectKey(4), content)),
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P ${permissions} >>`,
    ],
    `/Encrypt 6 0 R /ID [<${fileId.toString('hex')}> <${fileId.toString('hex')}>] `,
  );
}

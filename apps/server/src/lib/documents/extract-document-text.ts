import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import WordExtractor from 'word-extractor';
import type { DocumentKind } from '../file-signature.ts';
import {
  assertZipWithinLimits,
  defaultUnpackLimits,
  UnpackLimitError,
  type UnpackLimits,
} from './zip-unpack-limits.ts';

/**
 * The plain text of an uploaded resume (PDF, DOCX, legacy DOC). People upload broken, locked and scanned files, so
 * this never throws for a bad file: it says which kind of failure it was (for the message the seeker sees) and
 * the library's own words (for the log). It runs the libraries in the calling thread: the server reads resumes
 * through read-document-text.ts, which runs this in a worker thread under a memory and a time limit.
 */

/** 'too-large': a ZIP that unpacks past its limits (a zip bomb), or a file the reader ran out of memory on. */
export type ExtractionFailure = 'corrupt' | 'password-protected' | 'no-text' | 'too-large';

export type ExtractedText = { ok: true; text: string } | { ok: false; reason: ExtractionFailure; detail: string };

export interface ExtractionOptions {
  /** Longer text is cut here: a resume is a few pages, anything longer is padding or not a resume. */
  maxChars?: number;
  /** How far a .docx (a ZIP) may unpack; defaults to `defaultUnpackLimits`. */
  unpackLimits?: UnpackLimits;
}

/** Fewer readable characters than this is an empty page or a scan, not a resume. */
const minimumReadableChars = 20;

class ExtractionError extends Error {
  readonly reason: ExtractionFailure;
  constructor(reason: ExtractionFailure, detail: string) {
    super(detail);
    this.reason = reason;
  }
}

const oleSignature = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * Office saves a password-protected .docx as a compound (OLE) file holding an `EncryptedPackage` stream; the
 * stream name sits in the directory in UTF-16.
 */
function isEncryptedOfficePackage(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(oleSignature) && bytes.includes(Buffer.from('EncryptedPackage', 'utf16le'));
}

/**
 * The FIB flags of a Word 97-2003 file, read straight from the compound file: word-extractor reads an encrypted
 * file as garbage (or fails) without saying why. Follows the header to the first directory sector and the
 * `WordDocument` entry's first sector; null when the layout is not the usual one, since then nothing can be told.
 */
function wordFibFlags(bytes: Buffer): number | null {
  if (bytes.length < 512 || !bytes.subarray(0, 8).equals(oleSignature)) return null;
  const sectorSize = 2 ** bytes.readUInt16LE(30);
  if (sectorSize !== 512 && sectorSize !== 4096) return null;
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  const directory = sectorOffset(bytes.readUInt32LE(48));
  const name = Buffer.from('WordDocument', 'utf16le');
  for (let entry = directory; entry + 128 <= Math.min(bytes.length, directory + sectorSize); entry += 128) {
    if (!bytes.subarray(entry, entry + name.length).equals(name)) continue;
    const fib = sectorOffset(bytes.readUInt32LE(entry + 116));
    if (fib + 12 > bytes.length || bytes.readUInt16LE(fib) !== 0xa5ec) return null;
    return bytes.readUInt16LE(fib + 0x0a);
  }
  return null;
}

const fEncrypted = 0x0100;

async function pdfText(bytes: Buffer): Promise<string> {
  // pdf.js may take over the buffer it is given; it gets its own copy. verbosity 0: broken files are expected here.
  let pdf;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException')
      throw new ExtractionError('password-protected', error.message);
    throw error;
  }
  const loadingTask = pdf.loadingTask;
  try {
    // Merged pages keep the line breaks pdf.js reports (hasEOL): line structure is how titles and dates are read.
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  } finally {
    await loadingTask.destroy();
  }
}

const zipSignature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Before any library inflates a ZIP (both Word readers open one), its unpacked size is held to the limits. */
function checkUnpackedSize(bytes: Buffer, limits: UnpackLimits): void {
  if (!bytes.subarray(0, 4).equals(zipSignature)) return;
  try {
    assertZipWithinLimits(bytes, limits);
  } catch (error) {
    if (error instanceof UnpackLimitError) throw new ExtractionError('too-large', error.message);
    throw error;
  }
}

async function docxText(bytes: Buffer, limits: UnpackLimits): Promise<string> {
  if (isEncryptedOfficePackage(bytes)) throw new ExtractionError('password-protected', 'encrypted Office package');
  checkUnpackedSize(bytes, limits);
  const { value } = await mammoth.extractRawText({ buffer: bytes });
  // mammoth ends every paragraph with a blank line; one line per paragraph matches what the PDF and DOC readers give.
  return value.replace(/\n\n/g, '\n');
}

async function docText(bytes: Buffer, limits: UnpackLimits): Promise<string> {
  if (isEncryptedOfficePackage(bytes)) throw new ExtractionError('password-protected', 'encrypted Office package');
  // word-extractor reads a ZIP-based Word file too, whatever it was uploaded as.
  checkUnpackedSize(bytes, limits);
  const flags = wordFibFlags(bytes);
  if (flags !== null && flags & fEncrypted)
    throw new ExtractionError('password-protected', 'Word document has fEncrypted set');
  const document = await new WordExtractor().extract(bytes);
  return document.getBody();
}

/**
 * Control characters out (tabs and form feeds become spaces and line breaks), runs of spaces folded, at most two
 * blank lines in a row, trimmed.
 */
function normaliseExtractedText(text: string): string {
  return text
    .replace(/\r\n?|[\f\v\u2028\u2029]/g, '\n')
    .replace(/[\t\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .replace(/[^\P{Cc}\n]/gu, '')
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff\ufffd]/g, '')
    .replace(/ {2,}/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{4,}/g, '\n\n\n')
    .trim();
}

/** Cut at `maxChars`, never between the two halves of a surrogate pair. */
function truncate(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = /[\ud800-\udbff]/.test(text.charAt(maxChars - 1)) ? maxChars - 1 : maxChars;
  return text.slice(0, cut).trimEnd();
}

const detailOf = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

export async function extractDocumentText(
  bytes: Uint8Array,
  kind: DocumentKind,
  options: ExtractionOptions = {},
): Promise<ExtractedText> {
  const { maxChars = 100_000, unpackLimits = defaultUnpackLimits } = options;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    let raw: string;
    if (kind === 'pdf') raw = await pdfText(buffer);
    else if (kind === 'docx') raw = await docxText(buffer, unpackLimits);
    else raw = await docText(buffer, unpackLimits);
    const text = normaliseExtractedText(raw);
    if (text.replace(/\s/g, '').length < minimumReadableChars) {
      return { ok: false, reason: 'no-text', detail: `${text.length} characters of text` };
    }
    return { ok: true, text: truncate(text, maxChars) };
  } catch (error) {
    if (error instanceof ExtractionError) return { ok: false, reason: error.reason, detail: error.message };
    return { ok: false, reason: 'corrupt', detail: detailOf(error) };
  }
}

import zlib from 'node:zlib';
import { uploadLimits } from '@orbit/shared/options';

/**
 * How much a ZIP (a .docx) may unpack to before anything reads it. Deflate reaches about 1000:1, so the 10 MB upload
 * cap alone lets a 230 KB file expand to 150 MB of XML, which the Word reader then holds as a tree many times that
 * size. A resume's parts are a few hundred KB; a picture inside is stored already compressed, so no part of a real
 * resume unpacks to more than the whole upload may be.
 */
export interface UnpackLimits {
  /** Largest size one entry may unpack to. */
  maxEntryBytes: number;
  /** Largest size all entries together may unpack to. */
  maxTotalBytes: number;
  /** Most entries the directory may list (a Word file has a few dozen). */
  maxEntries: number;
}

export const defaultUnpackLimits: UnpackLimits = {
  maxEntryBytes: uploadLimits.resumeMaxBytes,
  maxTotalBytes: 3 * uploadLimits.resumeMaxBytes,
  maxEntries: 1000,
};

/** A ZIP that would unpack past the limits; the message says which entry and how. */
export class UnpackLimitError extends Error {}

const endOfDirectorySignature = 0x06054b50;
const zip64LocatorSignature = 0x07064b50;
const zip64EndOfDirectorySignature = 0x06064b50;
const directoryEntrySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;
const zip64ExtraField = 0x0001;
const saturated = 0xffffffff;
const deflated = 8;

interface DirectoryEntry {
  name: string;
  flags: number;
  method: number;
  packedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
}

const damaged = (what: string) => new Error(`ZIP ${what} is damaged`);

function findEndOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes, followed by a comment of at most 65,535.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (bytes.readUInt32LE(at) === endOfDirectorySignature) return at;
  }
  throw damaged('end of central directory');
}

/** Sizes and offsets a ZIP64 entry saturates (0xFFFFFFFF) are in its extra field, in this order. */
function readZip64Extra(bytes: Buffer, start: number, end: number, entry: DirectoryEntry): void {
  for (let at = start; at + 4 <= end;) {
    const id = bytes.readUInt16LE(at);
    const size = bytes.readUInt16LE(at + 2);
    if (id === zip64ExtraField) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + size) throw damaged('ZIP64 extra field');
        const value = Number(bytes.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      if (entry.declaredSize === saturated) entry.declaredSize = next();
      if (entry.packedSize === saturated) entry.packedSize = next();
      if (entry.localHeaderOffset === saturated) entry.localHeaderOffset = next();
      return;
    }
    at += 4 + size;
  }
}

/** The central directory: every entry with its declared sizes, and by how much bytes before the archive shift it. */
function readDirectory(bytes: Buffer, limits: UnpackLimits): { entries: DirectoryEntry[]; shift: number } {
  const end = findEndOfDirectory(bytes);
  let count = bytes.readUInt16LE(end + 10);
  let size = bytes.readUInt32LE(end + 12);
  let offset = bytes.readUInt32LE(end + 16);
  let directoryEnd = end;
  if (count === 0xffff || size === saturated || offset === saturated) {
    const locator = end - 20;
    if (locator < 0 || bytes.readUInt32LE(locator) !== zip64LocatorSignature) throw damaged('ZIP64 locator');
    const record = Number(bytes.readBigUInt64LE(locator + 8));
    if (record + 56 > locator || bytes.readUInt32LE(record) !== zip64EndOfDirectorySignature) {
      throw damaged('ZIP64 end of central directory');
    }
    count = Number(bytes.readBigUInt64LE(record + 32));
    size = Number(bytes.readBigUInt64LE(record + 40));
    offset = Number(bytes.readBigUInt64LE(record + 48));
    directoryEnd = record;
  }
  if (count > limits.maxEntries) throw new UnpackLimitError(`lists ${count} entries (at most ${limits.maxEntries})`);
  // Bytes prepended to an archive move everything by the same amount; readers (JSZip among them) allow for it.
  const shift = directoryEnd - size - offset;
  if (shift < 0) throw damaged('central directory');
  const entries: DirectoryEntry[] = [];
  let at = offset + shift;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > directoryEnd || bytes.readUInt32LE(at) !== directoryEntrySignature)
      throw damaged('central directory');
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const entry: DirectoryEntry = {
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      packedSize: bytes.readUInt32LE(at + 20),
      declaredSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
    };
    const extraStart = at + 46 + nameLength;
    readZip64Extra(bytes, extraStart, extraStart + extraLength, entry);
    entries.push(entry);
    at = extraStart + extraLength + commentLength;
  }
  return { entries, shift };
}

/** Inflates one entry, stopping as soon as it passes `allowed` bytes; the data are thrown away, only the size counts. */
function unpackedSize(bytes: Buffer, entry: DirectoryEntry, shift: number, allowed: number): number {
  const local = entry.localHeaderOffset + shift;
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== localHeaderSignature) throw damaged('local header');
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  const packed = bytes.subarray(start, start + entry.packedSize);
  try {
    return zlib.inflateRawSync(packed, { maxOutputLength: Math.max(1, allowed) }).length;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return Infinity;
    throw error;
  }
}

/**
 * Throws UnpackLimitError when the ZIP would unpack past the limits: first by the sizes its central directory
 * declares (nothing inflated yet), then by inflating each entry under a cap — a directory can lie about sizes, and
 * a reader trusting it would inflate until memory runs out. Throws a plain Error when the directory is damaged.
 */
export function assertZipWithinLimits(bytes: Buffer, limits: UnpackLimits = defaultUnpackLimits): void {
  const { entries, shift } = readDirectory(bytes, limits);
  let declaredTotal = 0;
  for (const entry of entries) {
    if (entry.declaredSize > limits.maxEntryBytes) {
      throw new UnpackLimitError(`${entry.name} declares ${entry.declaredSize} bytes unpacked`);
    }
    declaredTotal += entry.declaredSize;
  }
  if (declaredTotal > limits.maxTotalBytes)
    throw new UnpackLimitError(`entries declare ${declaredTotal} bytes unpacked`);

  let left = limits.maxTotalBytes;
  for (const entry of entries) {
    // Stored entries take no more than the file; encrypted ones and unknown methods are refused by the reader.
    if (entry.method !== deflated || entry.flags & 1) continue;
    const allowed = Math.min(limits.maxEntryBytes, left);
    const size = unpackedSize(bytes, entry, shift, allowed);
    if (size > allowed) throw new UnpackLimitError(`${entry.name} unpacks to more than ${allowed} bytes`);
    left -= size;
  }
}

import { compoundFile } from './compound-file.ts';
import { noiseBytes } from './noise-bytes.ts';

/**
 * A real Word 97-2003 binary document ([MS-DOC], nFib 0x00C1) holding plain paragraphs, so tests of legacy .doc
 * uploads need no binary file in the repository. What a reader needs is written, and nothing else: the FIB, the
 * text as one piece (8-bit "compressed" when every character has a Windows-1252 byte in the FcCompressed table,
 * UTF-16LE otherwise), one character run and one paragraph run per paragraph (FKPs), a style sheet with Normal
 * and Default Paragraph Font, one font, one section, a Word 97 Dop and the piece table (Clx), in a Compound File
 * with `WordDocument` and `1Table` streams.
 *
 * Checked by hand with two readers that share no code with word-extractor: `antiword` and `catdoc` (Debian
 * packages) print the paragraphs of both the 8-bit and the UTF-16 variant.
 */

const fibSize = 0x384; // FibBase + FibRgW97 + FibRgLw97 + FibRgFcLcb97 + cswNew
const textStart = 0x400;
const pageSize = 512;
const minimumStream = 4096;
const maxParagraphRunsPerFkp = 0x1d;

/** FcCompressed's byte → character table ([MS-DOC] 2.9.73) for 0x80–0x9F; other bytes are their own code point. */
const compressedSpecials = new Map<string, number>(
  [
    [0x82, 0x201a],
    [0x83, 0x0192],
    [0x84, 0x201e],
    [0x85, 0x2026],
    [0x86, 0x2020],
    [0x87, 0x2021],
    [0x88, 0x02c6],
    [0x89, 0x2030],
    [0x8a, 0x0160],
    [0x8b, 0x2039],
    [0x8c, 0x0152],
    [0x91, 0x2018],
    [0x92, 0x2019],
    [0x93, 0x201c],
    [0x94, 0x201d],
    [0x95, 0x2022],
    [0x96, 0x2013],
    [0x97, 0x2014],
    [0x98, 0x02dc],
    [0x99, 0x2122],
    [0x9a, 0x0161],
    [0x9b, 0x203a],
    [0x9c, 0x0153],
    [0x9f, 0x0178],
  ].map(([byte, code]) => [String.fromCharCode(code as number), byte as number]),
);

function compressedByte(char: string): number | undefined {
  const code = char.charCodeAt(0);
  if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
  return compressedSpecials.get(char);
}

/** Indexes of FibRgFcLcb97 pairs this writer fills (each pair is fc then lcb, 8 bytes, from offset 0x9A). */
const fcLcb = { stshfOrig: 0, stshf: 1, plcfSed: 6, plcfBteChpx: 12, plcfBtePapx: 13, sttbfFfn: 15, dop: 31, clx: 33 };

class ByteWriter {
  private parts: Buffer[] = [];
  length = 0;
  add(part: Buffer): number {
    const at = this.length;
    this.parts.push(part);
    this.length += part.length;
    return at;
  }
  padTo(multiple: number) {
    const rest = this.length % multiple;
    if (rest) this.add(Buffer.alloc(multiple - rest));
  }
  bytes(minimum = 0): Buffer {
    return Buffer.concat([...this.parts, Buffer.alloc(Math.max(0, minimum - this.length))]);
  }
}

const u16 = (...values: number[]) => {
  const bytes = Buffer.alloc(values.length * 2);
  values.forEach((value, i) => bytes.writeUInt16LE(value, i * 2));
  return bytes;
};
const u32 = (...values: number[]) => {
  const bytes = Buffer.alloc(values.length * 4);
  values.forEach((value, i) => bytes.writeUInt32LE(value >>> 0, i * 4));
  return bytes;
};
const xstz = (text: string) => Buffer.concat([u16(text.length), Buffer.from(`${text}\0`, 'utf16le')]);
const withEvenLength = (bytes: Buffer) => (bytes.length % 2 ? Buffer.concat([bytes, Buffer.alloc(1)]) : bytes);
const lpUpx = (upx: Buffer) => Buffer.concat([u16(upx.length), withEvenLength(upx)]);

/** LPStd: StdfBase (10 bytes, no StdfPost2000), the name, then the UPXs (paragraph style: PAPX and CHPX). */
function style(sti: number, kind: 'paragraph' | 'character', istd: number, name: string): Buffer {
  const upxs = kind === 'paragraph' ? [lpUpx(u16(istd)), lpUpx(Buffer.alloc(0))] : [lpUpx(Buffer.alloc(0))];
  const body = Buffer.concat([xstz(name), ...upxs]);
  const cbStd = 10 + body.length;
  const stk = kind === 'paragraph' ? 1 : 2;
  const istdNext = kind === 'paragraph' ? 0 : istd;
  const stdf = u16(sti, stk | (0x0fff << 4), upxs.length | (istdNext << 4), cbStd, 0);
  return Buffer.concat([u16(cbStd), stdf, body]);
}

/** STSH: 15 fixed slots, Normal at istd 0 and Default Paragraph Font at istd 10, the others empty. */
function styleSheet(): Buffer {
  const stiMaxWhenSaved = 66; // one past Default Paragraph Font's sti (65)
  const stshif = u16(15, 0x000a, 0x0001, stiMaxWhenSaved, 0x000f, 0, 0, 0, 0);
  const stshi = Buffer.concat([stshif, u16(0), u16(4), Buffer.alloc(stiMaxWhenSaved * 4)]);
  const slots = Array.from({ length: 15 }, (_, istd) =>
    istd === 0
      ? style(0, 'paragraph', 0, 'Normal')
      : istd === 10
        ? style(65, 'character', 10, 'Default Paragraph Font')
        : u16(0),
  );
  return Buffer.concat([u16(stshi.length), stshi, ...slots]);
}

/** SttbfFfn with one TrueType roman font (FFN: ffid, weight, charset, panose, signature, name). */
function fontTable(): Buffer {
  const ffn = Buffer.concat([
    Buffer.from([0x16]), // variable pitch, TrueType, roman family
    u16(400), // weight
    Buffer.from([0, 0]), // ANSI charset, no alternative name
    Buffer.alloc(10), // PANOSE
    u32(1, 0, 0, 0, 1, 0), // FONTSIGNATURE: Basic Latin, code page 1252
    Buffer.from('Times New Roman\0', 'utf16le'),
  ]);
  return Buffer.concat([u16(1, 0), Buffer.from([ffn.length]), ffn]);
}

/** Dop97 (500 bytes): footnotes at the page bottom, numbering from 1, half-inch default tabs. */
function documentProperties(): Buffer {
  const dop = Buffer.alloc(500);
  dop.writeUInt32LE(0x0020 | (1 << 18), 0);
  dop.writeUInt16LE(720, 10);
  dop.writeUInt16LE(1 << 2, 52);
  return dop;
}

function characterFkp(start: number, end: number): Buffer {
  const fkp = Buffer.alloc(pageSize);
  u32(start, end).copy(fkp, 0);
  fkp.writeUInt8(0, 8); // rgb 0: the run has the default character properties
  fkp.writeUInt8(1, 511);
  return fkp;
}

/** One run per paragraph, all pointing at a single PapxInFkp that names the Normal style (istd 0). */
function paragraphFkp(boundaries: readonly number[]): Buffer {
  const fkp = Buffer.alloc(pageSize);
  const runs = boundaries.length - 1;
  boundaries.forEach((fc, i) => fkp.writeUInt32LE(fc, i * 4));
  const papxOffset = 498;
  Buffer.from([0, 1, 0, 0]).copy(fkp, papxOffset); // cb 0, cb' 1: a 2-byte GrpPrlAndIstd holding istd 0
  for (let i = 0; i < runs; i += 1) fkp.writeUInt8(papxOffset / 2, (runs + 1) * 4 + i * 13);
  fkp.writeUInt8(runs, 511);
  return fkp;
}

function encodeText(text: string): { bytes: Buffer; compressed: boolean } {
  const singleBytes = [...text].map(compressedByte);
  if (singleBytes.every((byte) => byte !== undefined))
    return { bytes: Buffer.from(singleBytes as number[]), compressed: true };
  return { bytes: Buffer.from(text, 'utf16le'), compressed: false };
}

export interface Word97Options {
  /** Sets fEncrypted and overwrites everything past the clear FIB header, as an RC4-encrypted file looks. */
  encrypted?: boolean;
}

export function word97Document(paragraphs: readonly string[], options: Word97Options = {}): Buffer {
  const clean = (paragraphs.length > 0 ? paragraphs : ['']).map((p) => p.replace(/[^\P{Cc}\t]+/gu, ' '));
  const text = clean.map((p) => `${p}\r`).join('');
  const { bytes: textBytes, compressed } = encodeText(text);
  const bytesPerChar = compressed ? 1 : 2;

  const word = new ByteWriter();
  word.add(Buffer.alloc(textStart));
  word.add(textBytes);
  const textEnd = word.length;
  word.padTo(2);
  const sepx = word.add(Buffer.concat([u16(8), u16(0xb01f, 12240, 0xb020, 15840)])); // Letter page size
  word.padTo(pageSize);
  const chpxPage = word.add(characterFkp(textStart, textEnd)) / pageSize;
  const paragraphStarts: number[] = [];
  let offset = textStart;
  for (const paragraph of clean) {
    paragraphStarts.push(offset);
    offset += (paragraph.length + 1) * bytesPerChar;
  }
  const papxPages: number[] = [];
  const papxFcs: number[] = [];
  for (let first = 0; first < paragraphStarts.length; first += maxParagraphRunsPerFkp) {
    const starts = paragraphStarts.slice(first, first + maxParagraphRunsPerFkp);
    const next = paragraphStarts[first + maxParagraphRunsPerFkp] ?? textEnd;
    papxFcs.push(starts[0] as number);
    papxPages.push(word.add(paragraphFkp([...starts, next])) / pageSize);
  }
  const cbMac = word.length;

  const pieceFc = compressed ? textStart * 2 + 0x40000000 : textStart;
  const table = new ByteWriter();
  const at = {
    stshf: [table.add(styleSheet()), table.length],
    plcfBteChpx: [table.add(u32(textStart, textEnd, chpxPage)), table.length],
    plcfBtePapx: [table.add(u32(...papxFcs, textEnd, ...papxPages)), table.length],
    plcfSed: [
      table.add(Buffer.concat([u32(0, text.length), u16(0), u32(sepx), u16(0), u32(0xffffffff)])),
      table.length,
    ],
    sttbfFfn: [table.add(fontTable()), table.length],
    dop: [table.add(documentProperties()), table.length],
    // Pcdt holding a PlcPcd of one piece: CPs 0..ccpText, then a Pcd whose FcCompressed points at the text.
    clx: [
      table.add(Buffer.concat([Buffer.from([2]), u32(16), u32(0, text.length), u16(0), u32(pieceFc), u16(0)])),
      table.length,
    ],
  };

  const fib = Buffer.alloc(fibSize);
  fib.writeUInt16LE(0xa5ec, 0x00); // wIdent
  fib.writeUInt16LE(0x00c1, 0x02); // nFib: Word 97
  fib.writeUInt16LE(0x0409, 0x06); // lid: English (US)
  // fWhichTblStm (1Table) and fExtChar, which MUST be set; fEncrypted when asked.
  fib.writeUInt16LE(0x0200 | 0x1000 | (options.encrypted ? 0x0100 : 0), 0x0a);
  fib.writeUInt16LE(0x00bf, 0x0c); // nFibBack
  fib.writeUInt32LE(options.encrypted ? 52 : 0, 0x0e); // lKey: the size of the EncryptionHeader in 1Table
  fib.writeUInt32LE(textStart, 0x18); // fcMin and fcMac: unused by [MS-DOC] readers, still read by older tools
  fib.writeUInt32LE(textEnd, 0x1c);
  fib.writeUInt16LE(0x000e, 0x20); // csw
  fib.writeUInt16LE(0x0409, 0x22 + 13 * 2); // lidFE
  fib.writeUInt16LE(0x0016, 0x3e); // cslw
  fib.writeUInt32LE(cbMac, 0x40);
  fib.writeUInt32LE(text.length, 0x4c); // ccpText
  fib.writeUInt16LE(0x005d, 0x98); // cbRgFcLcb
  const setFcLcb = (index: number, [start, end]: number[]) => {
    fib.writeUInt32LE(start as number, 0x9a + index * 8);
    fib.writeUInt32LE((end as number) - (start as number), 0x9a + index * 8 + 4);
  };
  setFcLcb(fcLcb.stshfOrig, at.stshf);
  for (const [name, range] of Object.entries(at)) setFcLcb(fcLcb[name as keyof typeof fcLcb], range);
  const wordDocument = word.bytes(minimumStream);
  fib.copy(wordDocument, 0);

  let tableStream = table.bytes(minimumStream);
  if (options.encrypted) {
    // An RC4 EncryptionHeader (version 1.1: salt, verifier, verifier hash) and ciphertext after it; only the first
    // 68 bytes of WordDocument (FibBase and the counts after it) stay clear, as in a file Word encrypted.
    tableStream = Buffer.concat([u16(1, 1), noiseBytes(tableStream.length - 4, 1)]);
    noiseBytes(wordDocument.length - 68, 2).copy(wordDocument, 68);
  }
  return compoundFile([
    { name: 'WordDocument', data: wordDocument },
    { name: '1Table', data: tableStream },
  ]);
}

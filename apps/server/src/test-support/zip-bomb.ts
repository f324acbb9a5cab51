import zlib from 'node:zlib';
import { sampleResumeLines } from './sample-documents.ts';

/**
 * Word files that unpack to far more than they weigh, written byte by byte so the sizes a ZIP declares can differ
 * from what its data really inflate to (no ZIP library writes a lie). The main document is a real resume followed by
 * padding, so a file within the limits reads like any other.
 */

interface ZipEntry {
  name: string;
  packed: Buffer;
  crc: number;
  declaredSize: number;
}

const deflatedEntry = (name: string, content: Buffer, declaredSize = content.length): ZipEntry => ({
  name,
  packed: zlib.deflateRawSync(content, { level: 9 }),
  crc: zlib.crc32(content),
  declaredSize,
});

function zipArchive(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x21, 12); // 1 January 1980
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.packed.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.packed.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.packed);
    directory.push(central, name);
    offset += local.length + name.length + entry.packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const contentTypes =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const packageRelationships =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

export interface DocxBombOptions {
  /** What word/document.xml really inflates to, padding included. */
  documentBytes: number;
  /** What the ZIP says it inflates to; the truth by default. */
  declaredBytes?: number;
}

/** A .docx whose main document inflates to `documentBytes` (blank space after the resume's paragraphs). */
export function docxBomb({ documentBytes, declaredBytes }: DocxBombOptions): Buffer {
  const paragraphs = sampleResumeLines.map((line) => `<w:p><w:r><w:t>${line.replace(/&/g, '&amp;')}</w:t></w:r></w:p>`);
  const head = Buffer.from(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs.join('')}`,
  );
  const tail = Buffer.from('<w:sectPr/></w:body></w:document>');
  const padding = Math.max(0, documentBytes - head.length - tail.length);
  const document = Buffer.concat([head, Buffer.alloc(padding, ' '), tail]);
  return zipArchive([
    deflatedEntry('[Content_Types].xml', Buffer.from(contentTypes)),
    deflatedEntry('_rels/.rels', Buffer.from(packageRelationships)),
    deflatedEntry('word/document.xml', document, declaredBytes ?? document.length),
  ]);
}

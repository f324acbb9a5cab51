/**
 * Identifies an upload by its first bytes, not by what the client claims: a renamed .exe is
 * refused even with a .pdf name and an application/pdf content type.
 */
export type DocumentKind = 'pdf' | 'doc' | 'docx';
export type ImageKind = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Buffer, signature: number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffDocument(bytes: Buffer): DocumentKind | undefined {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  // OLE2 compound file: legacy Word .doc (and other Office 97 files).
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  // A ZIP whose entries name the Word main part is a .docx.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && bytes.includes(Buffer.from('word/'))) return 'docx';
  return undefined;
}

export function sniffImage(bytes: Buffer): ImageKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

export const mimeTypes: Record<DocumentKind | ImageKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export const extensionOf = (fileName: string): string => fileName.toLowerCase().split('.').pop() ?? '';

/** Extension and signature must agree: .doc holds OLE2, .docx a Word ZIP, .pdf a PDF. */
export function documentKindMatches(fileName: string, kind: DocumentKind | undefined): kind is DocumentKind {
  return kind !== undefined && extensionOf(fileName) === kind;
}

export function imageKindMatches(fileName: string, kind: ImageKind | undefined): kind is ImageKind {
  const extension = extensionOf(fileName);
  return kind !== undefined && (extension === kind || (kind === 'jpeg' && extension === 'jpg'));
}

/**
 * A writer for Compound File Binary containers ([MS-CFB] version 3: 512-byte sectors), the OLE2 files legacy Office
 * documents live in. Test-only: it writes flat containers (streams directly under the Root Entry) and refuses
 * streams under the 4096-byte mini-stream cutoff, so no mini FAT or mini stream is ever needed.
 */

export interface CompoundStream {
  name: string;
  data: Buffer;
}

const sectorSize = 512;
const entriesPerSector = sectorSize / 128;
const fatEntriesPerSector = sectorSize / 4;
const miniStreamCutoff = 4096;
const endOfChain = 0xfffffffe;
const fatSector = 0xfffffffd;
const freeSector = 0xffffffff;
const noStream = 0xffffffff;

/** [MS-CFB] 2.6.4 order: shorter names first, then by upper-cased UTF-16 code units. */
function compareNames(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  const upperA = a.toUpperCase();
  const upperB = b.toUpperCase();
  return upperA < upperB ? -1 : upperA > upperB ? 1 : 0;
}

interface TreeNode {
  left: number;
  right: number;
  black: boolean;
}

/**
 * The Root Entry's children form a red-black tree. Built by midpoints it is balanced; every node on the deepest
 * level is red and all others black, so each path from the root counts the same black nodes.
 */
function siblingTree(count: number): { root: number; nodes: TreeNode[] } {
  const nodes: TreeNode[] = Array.from({ length: count }, () => ({ left: noStream, right: noStream, black: true }));
  const depths: number[] = [];
  const build = (low: number, high: number, depth: number): number => {
    if (low > high) return noStream;
    const middle = Math.floor((low + high) / 2);
    depths[middle] = depth;
    const node = nodes[middle] as TreeNode;
    node.left = build(low, middle - 1, depth + 1);
    node.right = build(middle + 1, high, depth + 1);
    return middle;
  };
  const root = build(0, count - 1, 0);
  const deepest = Math.max(...depths);
  nodes.forEach((node, index) => {
    node.black = deepest === 0 || depths[index] !== deepest;
  });
  return { root, nodes };
}

function directoryEntry(
  name: string,
  type: 'root' | 'stream',
  tree: TreeNode | null,
  child: number,
  start: number,
  size: number,
): Buffer {
  const entry = Buffer.alloc(128);
  const encodedName = Buffer.from(`${name}\0`, 'utf16le');
  if (encodedName.length > 64) throw new Error(`Stream name too long: ${name}`);
  encodedName.copy(entry, 0);
  entry.writeUInt16LE(encodedName.length, 64);
  entry.writeUInt8(type === 'root' ? 5 : 2, 66);
  entry.writeUInt8(tree && !tree.black ? 0 : 1, 67);
  entry.writeUInt32LE(tree?.left ?? noStream, 68);
  entry.writeUInt32LE(tree?.right ?? noStream, 72);
  entry.writeUInt32LE(child, 76);
  entry.writeUInt32LE(start, 116);
  entry.writeBigUInt64LE(BigInt(size), 120);
  return entry;
}

/** An unused directory slot: zeros, with sibling and child IDs set to NOSTREAM. */
function freeEntry(): Buffer {
  const entry = Buffer.alloc(128);
  entry.writeUInt32LE(noStream, 68);
  entry.writeUInt32LE(noStream, 72);
  entry.writeUInt32LE(noStream, 76);
  return entry;
}

const sectorsFor = (bytes: number) => Math.ceil(bytes / sectorSize);

export function compoundFile(streams: readonly CompoundStream[]): Buffer {
  for (const stream of streams) {
    if (stream.data.length < miniStreamCutoff)
      throw new Error(`${stream.name} must be at least ${miniStreamCutoff} bytes`);
  }
  const sorted = [...streams].sort((a, b) => compareNames(a.name, b.name));
  const directorySectors = sectorsFor((sorted.length + 1) * 128);
  const dataSectors = sorted.reduce((sum, stream) => sum + sectorsFor(stream.data.length), 0);
  let fatSectors = 1;
  while (fatSectors * fatEntriesPerSector < fatSectors + directorySectors + dataSectors) fatSectors += 1;
  if (fatSectors > 109) throw new Error('Too large for a header-only DIFAT');

  const fat: number[] = [];
  const chain = (length: number) => {
    const start = fat.length;
    for (let i = 0; i < length; i += 1) fat.push(i === length - 1 ? endOfChain : fat.length + 1);
    return start;
  };
  for (let i = 0; i < fatSectors; i += 1) fat.push(fatSector);
  const directoryStart = chain(directorySectors);
  const streamStarts = sorted.map((stream) => chain(sectorsFor(stream.data.length)));
  while (fat.length < fatSectors * fatEntriesPerSector) fat.push(freeSector);

  const header = Buffer.alloc(sectorSize);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // little-endian byte order mark
  header.writeUInt16LE(9, 30); // sector shift: 2^9
  header.writeUInt16LE(6, 32); // mini sector shift: 2^6
  header.writeUInt32LE(fatSectors, 44);
  header.writeUInt32LE(directoryStart, 48);
  header.writeUInt32LE(miniStreamCutoff, 56);
  header.writeUInt32LE(endOfChain, 60); // no mini FAT
  header.writeUInt32LE(endOfChain, 68); // no DIFAT sectors beyond the header's 109 entries
  for (let i = 0; i < 109; i += 1) header.writeUInt32LE(i < fatSectors ? i : freeSector, 76 + i * 4);

  const fatBytes = Buffer.alloc(fatSectors * sectorSize);
  fat.forEach((value, index) => fatBytes.writeUInt32LE(value, index * 4));

  const tree = siblingTree(sorted.length);
  const entries = [
    directoryEntry('Root Entry', 'root', null, sorted.length > 0 ? tree.root + 1 : noStream, endOfChain, 0),
    ...sorted.map((stream, index) =>
      directoryEntry(
        stream.name,
        'stream',
        tree.nodes[index] ?? null,
        noStream,
        streamStarts[index] ?? endOfChain,
        stream.data.length,
      ),
    ),
  ];
  // Sibling IDs index the whole directory, where the Root Entry takes slot 0.
  entries.slice(1).forEach((entry) => {
    for (const offset of [68, 72]) {
      const id = entry.readUInt32LE(offset);
      if (id !== noStream) entry.writeUInt32LE(id + 1, offset);
    }
  });
  while (entries.length < directorySectors * entriesPerSector) entries.push(freeEntry());

  const padded = (data: Buffer) =>
    Buffer.concat([data, Buffer.alloc(sectorsFor(data.length) * sectorSize - data.length)]);
  return Buffer.concat([header, fatBytes, ...entries, ...sorted.map((stream) => padded(stream.data))]);
}

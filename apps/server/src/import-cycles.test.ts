import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `import-x/no-cycle` (lint) skips type-only imports: they are erased when the code runs, so they cannot make a
 * module load half-initialised. A cycle of types is still two modules that cannot be read or changed apart, so this
 * test forbids those too: it reads every static import and re-export of the apps and the shared package — type-only
 * ones included, lazy `import()` excluded (loaded later, on purpose) — and finds the strongly connected groups.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const sourceRoots = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];
const staticSpecifiers = /(?:^|\n)\s*(?:import|export)\b(?:[^'";]*?\bfrom\s*)?['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  if (specifier.startsWith('@orbit/shared/')) {
    return path.join(root, 'packages/shared/src', `${specifier.slice('@orbit/shared/'.length)}.ts`);
  }
  return specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
}

export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const text = fs.readFileSync(file, 'utf8');
      const targets = [...text.matchAll(staticSpecifiers)]
        .map((match) => resolveImport(file, match[1] ?? ''))
        .filter((target): target is string => target !== null && known.has(target));
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Tarjan's strongly connected components with more than one module (or a module importing itself). */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import cycles', () => {
  it('are found when only types close them', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(cycles(graph)).toEqual([['b.ts', 'a.ts']]);
  });

  it('read type-only imports and re-exports, not lazy imports', () => {
    const dir = fs.mkdtempSync(path.join(root, '.tmp-cycles-'));
    try {
      const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, name), text);
      write('a.ts', "import type { B } from './b.ts';\nexport type A = B;\n");
      write('b.ts', "export type { A } from './a.ts';\nexport type B = string;\nconst c = () => import('./c.ts');\n");
      write('c.ts', "import {\n  type B,\n} from './b.ts';\nexport const c: B = '';\n");
      const graph = importGraph(['a.ts', 'b.ts', 'c.ts'].map((name) => path.join(dir, name)));
      expect(cycles(graph).map((group) => group.map((file) => path.basename(file)).sort())).toEqual([['a.ts', 'b.ts']]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('none in the apps and the shared package, type-only imports included', () => {
    const files = sourceRoots.flatMap((dir) => sourceFiles(path.join(root, dir)));
    const found = cycles(importGraph(files)).map((group) => group.map((file) => path.relative(root, file)));
    expect(found).toEqual([]);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchFactors } from '@orbit/shared/match-contracts';
import { helpFigures } from './help-figures.ts';

const sharedSource = path.resolve(import.meta.dirname, '../../../../packages/shared/src');

/** Every module a file loads at run time (type-only imports are erased), followed through the shared package. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  const text = fs.readFileSync(file, 'utf8');
  for (const [, clause, specifier = ''] of text.matchAll(/^import\s+(type\s+)?[^'";]*?from\s*'([^']+)'/gm)) {
    if (clause) continue;
    const target = specifier.startsWith('@orbit/shared/')
      ? path.join(sharedSource, `${specifier.slice('@orbit/shared/'.length)}.ts`)
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : specifier;
    if (seen.has(target)) continue;
    seen.add(target);
    if (target.endsWith('.ts')) runtimeImports(target, seen);
  }
  return seen;
}

describe('the help pages’ figures', () => {
  it('name every signal of the match score once, and add up to the whole score', () => {
    expect(helpFigures.weights).toHaveLength(matchFactors.length);
    expect(helpFigures.weights.reduce((sum, weight) => sum + weight.percent, 0)).toBe(100);
    const percents = helpFigures.weights.map((weight) => weight.percent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
  });

  it('load neither zod nor the matching code into the information pages’ chunk', () => {
    const loaded = [...runtimeImports(path.join(import.meta.dirname, 'help-figures.ts'))];
    expect(loaded.filter((module) => module === 'zod' || module.includes('/matching/'))).toEqual([]);
    expect(loaded.some((module) => module.endsWith('policy-figures.ts'))).toBe(true);
  });
});

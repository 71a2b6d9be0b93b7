import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Service folders build on one another in one direction (payments and official-quotes on orders, orders on quotes…),
// so that a folder can be read, and changed, knowing only the folders below it. Biome's noImportCycles refuses
// cycles between files; this refuses them between folders.
const SERVICES = fileURLToPath(new URL('../src/services/', import.meta.url));

type TImport = { from: string; to: string; line: string };

/** Every relative import (static, re-export or dynamic) from one service folder into another. */
const crossFolderImports = (): TImport[] => {
  const imports: TImport[] = [];
  for (const entry of readdirSync(SERVICES, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const folder = path.relative(SERVICES, file).split(path.sep)[0] as string;
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)) {
      const target = path.relative(SERVICES, path.resolve(path.dirname(file), match[1] as string));
      const targetFolder = target.split(path.sep)[0] as string;
      if (target.startsWith('..') || !target.includes(path.sep) || targetFolder === folder) continue;
      imports.push({ from: folder, to: targetFolder, line: `${path.relative(SERVICES, file)} imports ${match[1]}` });
    }
  }
  return imports;
};

/** A cycle in the folder graph, as the imports that close it (one per step), or null. */
const findFolderCycle = (imports: TImport[]): TImport[] | null => {
  const edges = new Map<string, TImport[]>();
  for (const edge of imports) edges.set(edge.from, [...(edges.get(edge.from) ?? []), edge]);
  const finished = new Set<string>();
  const walk = (folder: string, trail: TImport[]): TImport[] | null => {
    for (const edge of edges.get(folder) ?? []) {
      const start = trail.findIndex((step) => step.from === edge.to);
      if (start !== -1) return [...trail.slice(start), edge];
      if (edge.to === edge.from) return [edge];
      if (finished.has(edge.to)) continue;
      const cycle = walk(edge.to, [...trail, edge]);
      if (cycle) return cycle;
    }
    finished.add(folder);
    return null;
  };
  for (const folder of edges.keys()) {
    const cycle = finished.has(folder) ? null : walk(folder, []);
    if (cycle) return cycle;
  }
  return null;
};

describe('service folders', () => {
  it('import one another without a cycle', () => {
    const cycle = findFolderCycle(crossFolderImports());
    expect(cycle?.map((step) => `${step.from} → ${step.to}: ${step.line}`) ?? null).toBeNull();
  });

  it('the check names the imports of a cycle', () => {
    const cycle = findFolderCycle([
      { from: 'orders', to: 'settings', line: 'orders/a.ts imports ../settings/b.ts' },
      { from: 'payments', to: 'orders', line: 'payments/c.ts imports ../orders/d.ts' },
      { from: 'orders', to: 'payments', line: 'orders/e.ts imports ../payments/f.ts' },
    ]);
    expect(cycle?.map((step) => step.line)).toEqual([
      'orders/e.ts imports ../payments/f.ts',
      'payments/c.ts imports ../orders/d.ts',
    ]);
  });
});

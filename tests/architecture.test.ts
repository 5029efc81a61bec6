import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/rule-tester.js';

/** What the compiler builds (tsconfig.json's include): the CLI, the rules and the scripts. */
const SOURCE_DIRS = ['src', 'rules', 'scripts'];

function typescriptFiles(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(REPO_ROOT, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * Each file's imports of other files of the set, by repository path. Every kind counts: a type-only
 * import ties two modules together as much as a value does, and a dynamic import is deferred, not
 * absent. The compiler's own pre-processor reads them, so comments and strings are never taken for
 * imports.
 */
function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of sources) {
    const targets = ts
      .preProcessFile(text, true, true)
      .importedFiles.map((imported) => imported.fileName)
      .filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'))
      // NodeNext modules name the compiled file: `./run.js` is `./run.ts` here.
      .map((specifier) => posix.normalize(posix.join(posix.dirname(file), specifier.replace(/\.js$/, '.ts'))))
      .filter((target) => sources.has(target));
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

/** The circles of the graph (Tarjan's strongly connected components): two files or more, or a file importing itself; sorted. */
function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const open: string[] = [];
  const circles: string[][] = [];
  const visit = (file: string): void => {
    order.set(file, order.size);
    lowest.set(file, order.get(file)!);
    open.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!order.has(target)) visit(target);
      if (open.includes(target)) lowest.set(file, Math.min(lowest.get(file)!, lowest.get(target)!));
    }
    if (lowest.get(file) !== order.get(file)) return;
    const component = open.splice(open.indexOf(file));
    if (component.length > 1 || graph.get(file)?.includes(file)) circles.push(component.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return circles.sort((a, b) => a[0].localeCompare(b[0]));
}

describe('the import graph', () => {
  it('finds a circle closed by a type-only import and a dynamic import, and nothing in a chain', () => {
    const sources = new Map([
      ['src/a.ts', "import type { B } from './b.js';\nexport const a = 1;"],
      ['src/b.ts', "export type B = number;\nexport const load = () => import('./a.js');"],
      ['src/c.ts', "import { a } from './a.js';\n// import { c } from './c.js'\nconst text = \"import './c.js'\";"],
      ['src/d/e.ts', "export { a } from '../a.js';\nimport './e.js';"],
    ]);
    const graph = importGraph(sources);
    expect(Object.fromEntries(graph)).toEqual({
      'src/a.ts': ['src/b.ts'],
      'src/b.ts': ['src/a.ts'],
      'src/c.ts': ['src/a.ts'],
      'src/d/e.ts': ['src/a.ts', 'src/d/e.ts'],
    });
    expect(importCircles(graph)).toEqual([['src/a.ts', 'src/b.ts'], ['src/d/e.ts']]);
  });

  it('has no circle: every module of src/, rules/ and scripts/ stands on modules that do not import it back', () => {
    const files = SOURCE_DIRS.flatMap(typescriptFiles);
    const graph = importGraph(new Map(files.map((file) => [file, readFileSync(join(REPO_ROOT, file), 'utf8')])));
    // the walk saw the tree: the CLI reaches the reporters and the cluster source
    expect(graph.get('src/cli.ts')).toContain('src/reporters/index.ts');
    expect(dirname(files.find((file) => file.endsWith('kubeconfig.ts'))!)).toBe('src/sources/cluster');
    expect(importCircles(graph)).toEqual([]);
  });
});

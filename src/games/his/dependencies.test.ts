// No import cycles inside src/games/his: a rule file never reaches itself through the files
// it imports. Tables that name every handler (procedures, events, response cards, choice
// resolvers) sit at the top and hand themselves to the mechanisms that need them (the
// window and event-choice procedures are built over their tables in flow/procedures.ts).
// Type-only imports (`import type`, or `{ type X }` names only) are ignored: they vanish
// at run time, and frame types may refer to each other freely.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('.', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The files of src/games/his a file imports at run time. */
function runtimeImports(file: string, known: ReadonlySet<string>): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s+'([^']+)'/gms)) {
    const [, typeOnly, clause = '', spec = ''] = m;
    if (typeOnly) continue;
    const names = /^\{([^}]*)\}$/s.exec(clause.trim())?.[1]?.split(',').map((n) => n.trim()).filter(Boolean);
    if (names && names.length > 0 && names.every((n) => n.startsWith('type '))) continue;
    if (!spec.startsWith('.')) continue;
    const target = resolve(dirname(file), spec);
    if (known.has(target)) out.push(target);
  }
  return out;
}

/** Strongly connected components with more than one file (Tarjan), as sorted relative paths. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(relative(ROOT, w));
    } while (w !== v);
    // A file importing itself is a cycle too.
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

describe('src/games/his dependencies', () => {
  it('has no import cycles (type-only imports aside)', () => {
    const files = sources(ROOT);
    const known = new Set(files);
    const graph = new Map(files.map((f) => [f, runtimeImports(f, known)]));
    expect(files.length).toBeGreaterThan(100);
    expect([...graph.values()].some((deps) => deps.length > 0)).toBe(true);
    expect(cycles(graph)).toEqual([]);
  });

  it('no procedure reads a frame below it: only the view imports flow/inspect.ts (issue 11)', () => {
    const readers = sources(ROOT).filter((f) => /from\s+'[^']*flow\/inspect\.ts'/.test(readFileSync(f, 'utf8')));
    expect(readers.map((f) => relative(ROOT, f))).toEqual(['view.ts']);
  });

  it('the command line and the simulator reach the game only through its public entry (index.ts)', () => {
    const outside = ['../../cli', '../../sim'].flatMap((dir) => sources(resolve(ROOT, dir)));
    expect(outside.length).toBeGreaterThan(3);
    for (const file of outside) {
      for (const m of readFileSync(file, 'utf8').matchAll(/from\s+'([^']+)'/g)) {
        const target = resolve(dirname(file), m[1]!);
        if (target.startsWith(ROOT)) expect(relative(ROOT, target), `${relative(ROOT, file)} imports ${m[1]}`).toBe('index.ts');
      }
    }
  });
});

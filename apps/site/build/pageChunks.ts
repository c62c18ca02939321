import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Fewer, larger chunks for the pages most visits start on (the hot pages).
 *
 * Left to itself, the bundler makes one chunk for each set of chunk roots (pages, forms, parts
 * loaded on demand) that share a module. With ~70 routes that is ~150 chunks, many of 0.2–1 KB:
 * the product page asked for 28 of them after its first paint. On the Lighthouse phone each
 * module asked for costs the main thread a request and a task to receive it (12–30 ms observed
 * there); with its page code in a few chunks the product page's blocking time halved
 * (bench/RESULTS.md, ADR 009).
 *
 * So the modules a hot page needs beyond the entry are cut here. What one hot page alone needs
 * stays in that page's own chunk, as before. The rest start as the bundler's groups (one per set
 * of roots that need them), and groups needed by the same hot pages are merged as long as no
 * other root that loads the merged chunk gets more than EXTRA_LIMIT of code it does not need, or
 * any at all for the routes that show a form (their budget: scripts/formRoutes.mjs), and none
 * gets a module that would bring another chunk it does not need (yup, say). Modules no hot page
 * needs are chunked by the bundler. The entry's own modules are never moved: the build fails if
 * the entry imports a page chunk.
 *
 * "Needs" follows names, as the bundler's tree-shaking does: a page that imports `ProductImage`
 * from `@petverse/ui` needs that component's module, not every module the package's index
 * re-exports. The plugin reads each of our modules' imports and exports as it is transformed;
 * a module it has not read (a package's, a virtual one) is needed whole, with all it imports.
 */
const PREFIX = 'page-';
/** Every name a module exports, or a module wanted for its side effects. */
const ALL = '*';

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** One of our modules' links, read from its code. */
interface Links {
  /** Static imports: the module, and the names taken from it. */
  imports: { target: string; names: string[] }[];
  /** `export { a as b } from`: b → [module, a]. */
  reexports: Map<string, [string, string]>;
  /** `export * from`. */
  stars: string[];
  /** Names this module defines and exports itself. */
  local: Set<string>;
  /** Nothing but imports and re-exports: a package's index, say. */
  barrel: boolean;
}

type Node = { type: string; [key: string]: unknown };
const nameOf = (node: unknown) => {
  const n = node as { name?: string; value?: string };
  return String(n.name ?? n.value);
};

async function readLinks(
  program: { body: Node[] },
  resolve: (source: string) => Promise<string | null>,
): Promise<Links> {
  const links: Links = {
    imports: [],
    reexports: new Map(),
    stars: [],
    local: new Set(),
    barrel: true,
  };
  const target = async (node: Node) => resolve(String((node.source as { value: string }).value));
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      if (node.importKind === 'type') continue;
      const to = await target(node);
      const specifiers = (node.specifiers as Node[]) ?? [];
      const names = specifiers.length
        ? specifiers.map((s) =>
            s.type === 'ImportSpecifier'
              ? nameOf(s.imported)
              : s.type === 'ImportDefaultSpecifier'
                ? 'default'
                : ALL,
          )
        : [ALL];
      if (to) links.imports.push({ target: to, names });
    } else if (node.type === 'ExportAllDeclaration' && node.source) {
      const to = await target(node);
      if (!to) continue;
      if (node.exported) links.reexports.set(nameOf(node.exported), [to, ALL]);
      else links.stars.push(to);
    } else if (node.type === 'ExportNamedDeclaration' && node.source) {
      if (node.exportKind === 'type') continue;
      const to = await target(node);
      if (!to) continue;
      for (const s of node.specifiers as Node[])
        links.reexports.set(nameOf(s.exported), [to, nameOf(s.local)]);
    } else {
      links.barrel = false;
      if (node.type === 'ExportDefaultDeclaration') links.local.add('default');
      if (node.type === 'ExportNamedDeclaration') {
        for (const s of (node.specifiers as Node[]) ?? []) links.local.add(nameOf(s.exported));
        const declaration = node.declaration as Node | null;
        if (declaration?.id) links.local.add(nameOf(declaration.id));
        for (const d of (declaration?.declarations as Node[]) ?? [])
          if ((d.id as Node).type === 'Identifier') links.local.add(nameOf(d.id));
          else links.local.add(ALL); // a destructuring export: any name may be here
      }
    }
  }
  return links;
}

class Needs {
  private provided = new Map<string, boolean>();
  constructor(
    private graph: ModuleGraph,
    private links: Map<string, Links>,
  ) {}

  /** Whether `id` exports `name`, itself or through `export *`. Unknown modules might. */
  private provides(id: string, name: string): boolean {
    const key = `${id}\n${name}`;
    let found = this.provided.get(key);
    if (found === undefined) {
      found = this.reaches(id, name, new Set());
      this.provided.set(key, found);
    }
    return found;
  }

  private reaches(id: string, name: string, seen: Set<string>): boolean {
    const l = this.links.get(id);
    if (!l) return true;
    if (l.local.has(name) || l.local.has(ALL) || l.reexports.has(name)) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return l.stars.some((star) => this.reaches(star, name, seen));
  }

  /** The modules whose code runs for `root`, by the names asked of each, less `stop`'s. */
  closure(root: string, stop: ReadonlySet<string> = new Set()): Set<string> {
    const included = new Set<string>();
    const asked = new Map<string, Set<string>>();
    const queue: [string, string][] = [[root, ALL]];
    while (queue.length) {
      const [id, name] = queue.pop()!;
      if (stop.has(id)) continue;
      const seen = asked.get(id) ?? new Set<string>();
      if (seen.has(name) || seen.has(ALL)) continue;
      seen.add(name);
      asked.set(id, seen);
      const l = this.links.get(id);
      if (!l) {
        // Not ours (a package from node_modules, a virtual module): all of it.
        if (!included.has(id)) {
          included.add(id);
          for (const next of this.graph.getModuleInfo(id)?.importedIds ?? [])
            queue.push([next, ALL]);
        }
        continue;
      }
      if (!l.barrel && !included.has(id)) {
        included.add(id);
        for (const { target, names } of l.imports) for (const n of names) queue.push([target, n]);
      }
      if (name === ALL) {
        for (const [to, from] of l.reexports.values()) queue.push([to, from]);
        for (const star of l.stars) queue.push([star, ALL]);
      } else if (!l.local.has(name)) {
        const re = l.reexports.get(name);
        if (re) queue.push(re);
        else for (const star of l.stars) if (this.provides(star, name)) queue.push([star, name]);
      }
    }
    return included;
  }
}

/**
 * What another route may load with a merged chunk and not need, in characters of transformed
 * source (~5 KB gzipped): such routes are mostly reached from a hot page, which has already
 * loaded it.
 */
const EXTRA_LIMIT = 24_000;

interface Group {
  modules: string[];
  cold: Set<string>;
  size: number;
}

/** Each module's chunk name, for the modules a hot page needs beyond the entry. */
function plan(
  graph: ModuleGraph,
  links: Map<string, Links>,
  sizes: Map<string, number>,
  root: string,
  { entry: entryFile, hot: hotPages, strict: strictRoots, grouped }: PageChunksOptions,
): Map<string, string> {
  const at = (file: string) => path.resolve(root, file);
  const needs = new Needs(graph, links);
  const entry = needs.closure(at(entryFile));
  // Every chunk root: what anything imports with import().
  const roots = new Set<string>();
  const seen = new Set<string>();
  const queue = [at(entryFile)];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    queue.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
    info?.dynamicallyImportedIds.forEach((next) => roots.add(next));
  }
  const hotRoots = new Map(Object.entries(hotPages).map(([name, file]) => [at(file), name]));
  const strict = new Set(strictRoots.map(at));
  for (const hotRoot of hotRoots.keys())
    if (!roots.has(hotRoot))
      throw new Error(`pageChunks: ${hotRoot} is not imported with import()`);

  // Which hot pages, and which other chunk roots, need each module.
  const needed = new Map<string, Set<string>>();
  const hot = new Map<string, string[]>();
  const cold = new Map<string, Set<string>>();
  for (const chunkRoot of roots) {
    const modules = needs.closure(chunkRoot, entry);
    needed.set(chunkRoot, modules);
    const name = hotRoots.get(chunkRoot);
    for (const id of modules)
      if (name) hot.set(id, [...(hot.get(id) ?? []), name]);
      else cold.set(id, (cold.get(id) ?? new Set()).add(chunkRoot));
  }

  // The bundler's own cut for these modules: one group per set of roots that need them.
  const groups = new Map<string, Map<string, Group>>();
  for (const [id, pages] of hot) {
    if (grouped(id)) continue;
    const others = cold.get(id) ?? new Set<string>();
    // What one hot page alone needs is already in that page's chunk.
    if (pages.length === 1 && !others.size) continue;
    const pagesKey = [...pages].sort().join('-');
    const byCold = groups.get(pagesKey) ?? new Map<string, Group>();
    groups.set(pagesKey, byCold);
    const coldKey = [...others].sort().join('\n');
    const group = byCold.get(coldKey) ?? { modules: [], cold: others, size: 0 };
    byCold.set(coldKey, group);
    group.modules.push(id);
    group.size += sizes.get(id) ?? 1000;
  }

  // Groups of the same hot pages merged while no other root that loads the result gets more
  // than EXTRA_LIMIT it does not need, nor a module that would pull in another chunk it does
  // not need (a form's engine pulling in yup, say).
  const depsOf = new Map<string, Set<string>>();
  const deps = (id: string) => {
    if (!depsOf.has(id)) depsOf.set(id, needs.closure(id, entry));
    return depsOf.get(id)!;
  };
  const chunkOf = new Map<string, string>();
  for (const [pagesKey, byCold] of groups) {
    const clusters: Group[][] = [];
    const fits = (cluster: Group[]) => {
      const members = new Set(cluster.flatMap((g) => g.modules));
      const others = new Set(cluster.flatMap((g) => [...g.cold]));
      return [...others].every((other) => {
        const wanted = needed.get(other)!;
        const extra = new Set<string>();
        for (const g of cluster) {
          if (g.cold.has(other)) continue;
          for (const id of g.modules)
            for (const dep of deps(id))
              if (!wanted.has(dep) && !entry.has(dep)) {
                // A module of a hand-cut chunk (yup's) would bring all of that chunk.
                if (!members.has(dep) && grouped(dep)) return false;
                extra.add(dep);
              }
        }
        let size = 0;
        for (const id of extra) size += sizes.get(id) ?? 1000;
        return size <= (strict.has(other) ? 0 : EXTRA_LIMIT);
      });
    };
    for (const group of [...byCold.values()].sort((a, b) => b.size - a.size)) {
      const home = clusters.find((cluster) => fits([...cluster, group]));
      if (home) home.push(group);
      else clusters.push([group]);
    }
    clusters.forEach((cluster, i) => {
      const name = `${PREFIX}${pagesKey}${i ? `-${i}` : ''}`;
      for (const g of cluster) for (const id of g.modules) chunkOf.set(id, name);
    });
  }
  return chunkOf;
}

export interface PageChunksOptions {
  /** The entry module, relative to `root`. */
  entry: string;
  /** The hot pages' modules by a short name for their chunks, relative to `root`. */
  hot: Record<string, string>;
  /** Chunk roots that must never load code they do not need (a budgeted route's). */
  strict: readonly string[];
  /** Whether a code-splitting group placed before this one takes a module. */
  grouped: (id: string) => boolean;
}

/**
 * The plugin that reads our modules' links, and the code-splitting group's `name`: the hot pages'
 * chunk a module goes to, or null for the bundler's own choice.
 */
export function pageChunks(root: string, options: PageChunksOptions) {
  // Our own modules, TypeScript under the repository (apps/site, packages/*), not a package's.
  const repo = path.resolve(root, '../..') + path.sep;
  const ours = (id: string) =>
    id.startsWith(repo) && !id.includes(`${path.sep}node_modules${path.sep}`) && /\.tsx?$/.test(id);
  const links = new Map<string, Links>();
  const sizes = new Map<string, number>();
  let cached: Map<string, string> | undefined;
  const plugin: Plugin = {
    name: 'petverse-page-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      order: 'post',
      async handler(code, id) {
        if (!ours(id)) return null;
        const resolve = async (source: string) => (await this.resolve(source, id))?.id ?? null;
        links.set(id, await readLinks(this.parse(code) as unknown as { body: Node[] }, resolve));
        sizes.set(id, code.length);
        return null;
      },
    },
    generateBundle(_, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      const loaded = new Set<string>();
      const add = (file: string) => {
        const chunk = bundle[file];
        if (loaded.has(file) || chunk?.type !== 'chunk') return;
        loaded.add(file);
        if (chunk.name.startsWith(PREFIX))
          this.error(`pageChunks: the entry imports ${file}: a module of the entry was moved`);
        chunk.imports.forEach(add);
      };
      if (entry) add(entry.fileName);
    },
  };
  const name = (id: string, graph: ModuleGraph): string | null => {
    cached ??= plan(graph, links, sizes, root, options);
    return cached.get(id) ?? null;
  };
  return { plugin, name };
}

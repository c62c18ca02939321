import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { pageChunks } from './pageChunks';

// A site of its own, bundled by Vite as the real one is: an entry with a nav bar from a package's
// index, two hot pages, two other pages, a budgeted form page and a hand-cut "rules" chunk.
const FILES: Record<string, string> = {
  'apps/site/src/main.ts': `
    import { NavBar } from '@fixture/ui';
    export const pages = [
      () => import('./pages/A'), () => import('./pages/B'),
      () => import('./pages/Cold'), () => import('./pages/Cold2'), () => import('./pages/Cold3'),
      () => import('./pages/Form'),
    ];
    console.log(NavBar, pages);`,
  'packages/ui/src/index.ts': `
    export { NavBar } from './NavBar';
    export { Card } from './Card';
    export { Badge as Label } from './Badge';
    export * from './more';`,
  'packages/ui/src/NavBar.ts': `export const NavBar = 'nav-bar';`,
  'packages/ui/src/Card.ts': `export const Card = 'card';`,
  'packages/ui/src/Badge.ts': `export const Badge = 'badge';`,
  'packages/ui/src/more.ts': `export const Price = 'price'; export const Unused = 'unused';`,
  'apps/site/src/onlyA.ts': `export const onlyA = 'only-a';`,
  'apps/site/src/x.ts': `export const x = 'x-needed-by-a-b-and-cold';`,
  'apps/site/src/y.ts': `export const y = 'y-needed-by-a-b-and-cold2';`,
  'apps/site/src/z.ts': `import { rule } from './rules'; export const z = 'z-' + rule;`,
  'apps/site/src/rules.ts': `export const rule = 'heavy-rules';`,
  'apps/site/src/pages/A.ts': `
    import { Card, Price, Label } from '@fixture/ui';
    import { onlyA } from '../onlyA'; import { x } from '../x'; import { y } from '../y';
    import { z } from '../z';
    export default [Card, Price, Label, onlyA, x, y, z];`,
  'apps/site/src/pages/B.ts': `
    import { Card, Label } from '@fixture/ui'; import { x } from '../x'; import { y } from '../y';
    import { z } from '../z';
    export default [Card, Label, x, y, z];`,
  'apps/site/src/pages/Cold.ts': `
    import { Price } from '@fixture/ui'; import { x } from '../x';
    export default [Price, x];`,
  'apps/site/src/pages/Cold3.ts': `import { z } from '../z'; export default [z];`,
  'apps/site/src/pages/Cold2.ts': `import { y } from '../y'; export default [y];`,
  'apps/site/src/pages/Form.ts': `import { Card } from '@fixture/ui'; export default [Card];`,
};

let dir: string;
let chunks: Rolldown.OutputChunk[];

/** The chunk that holds a module, by the module's path in FILES. */
const chunkOf = (file: string) => {
  const chunk = chunks.find((c) => c.moduleIds.includes(path.join(dir, file)));
  if (!chunk) throw new Error(`${file} is in no chunk`);
  return chunk;
};
/** The files a chunk loads before it runs: its own and its static imports'. */
const loads = (chunk: Rolldown.OutputChunk, into = new Set<string>()): Set<string> => {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports)
    loads(
      chunks.find((c) => c.fileName === file)!,
      into,
    );
  return into;
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'page-chunks-'));
  for (const [file, code] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), code);
  }
  const site = path.join(dir, 'apps/site');
  const rules = (id: string) => id.endsWith(`${path.sep}rules.ts`);
  const pages = pageChunks(site, {
    entry: 'src/main.ts',
    hot: { a: 'src/pages/A.ts', b: 'src/pages/B.ts' },
    strict: ['src/pages/Form.ts'],
    grouped: rules,
  });
  const output = await build({
    root: site,
    configFile: false,
    logLevel: 'silent',
    plugins: [pages.plugin],
    resolve: { alias: { '@fixture/ui': path.join(dir, 'packages/ui/src/index.ts') } },
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: path.join(site, 'src/main.ts'),
        output: {
          codeSplitting: {
            groups: [
              { name: 'rules', test: rules, includeDependenciesRecursively: false },
              { name: pages.name, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
  });
  const result = Array.isArray(output) ? output[0] : output;
  if (!result || !('output' in result)) throw new Error('expected a build result');
  chunks = result.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
}, 30_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('pageChunks', () => {
  it('leaves the entry its own modules, and takes none of the others into it', () => {
    const entry = chunks.find((c) => c.isEntry)!;
    expect(chunkOf('packages/ui/src/NavBar.ts')).toBe(entry);
    expect(entry.moduleIds.some((id) => /Card|more|[/\\]x\.ts/.test(id))).toBe(false);
    expect(chunks.filter((c) => c.moduleIds.some((id) => id.endsWith('more.ts')))).toHaveLength(1);
    expect(chunkOf('packages/ui/src/more.ts').code).not.toContain('unused');
  });

  it('keeps what one hot page alone needs in that page', () => {
    expect(chunkOf('apps/site/src/onlyA.ts')).toBe(chunkOf('apps/site/src/pages/A.ts'));
  });

  it('follows names through a package index, renamed ones too', () => {
    expect(chunkOf('packages/ui/src/Badge.ts').name).toBe('page-a-b');
    expect(chunkOf('packages/ui/src/more.ts').name).toBe('page-a');
  });

  it('merges what the same hot pages share, while other pages get little they do not need', () => {
    // x (A, B and Cold) and y (A, B and Cold2): one chunk, Cold gets y and Cold2 gets x.
    expect(chunkOf('apps/site/src/x.ts')).toBe(chunkOf('apps/site/src/y.ts'));
    expect(chunkOf('apps/site/src/x.ts').name).toMatch(/^page-a-b/);
  });

  it('never gives a budgeted page code it does not need', () => {
    const form = chunkOf('apps/site/src/pages/Form.ts');
    const loaded = [...loads(form)].flatMap(
      (file) => chunks.find((c) => c.fileName === file)!.moduleIds,
    );
    const entry = chunks.find((c) => c.isEntry)!.moduleIds;
    const ours = loaded.filter((id) => id.startsWith(dir) && !entry.includes(id));
    expect(ours.map((id) => path.basename(id)).sort()).toEqual(['Card.ts', 'Form.ts']);
  });

  it('never merges a module that would bring a hand-cut chunk to a page that does not need it', () => {
    // z (A, B and Cold3) needs the rules chunk: Cold and Cold2, which load x and y, must not
    // load z with them.
    const rules = chunkOf('apps/site/src/rules.ts').fileName;
    for (const page of ['Cold', 'Cold2'])
      expect(loads(chunkOf(`apps/site/src/pages/${page}.ts`)).has(rules)).toBe(false);
    expect(loads(chunkOf('apps/site/src/pages/Cold3.ts')).has(rules)).toBe(true);
    expect(chunkOf('apps/site/src/z.ts')).not.toBe(chunkOf('apps/site/src/y.ts'));
  });
});

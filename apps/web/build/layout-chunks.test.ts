// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectLayers, layerName, layoutsOf, type BuiltChunk, type Layout } from './layout-chunks.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const tableFile = path.join(here, '../src/app/routing/app-routes.tsx');
const src = (module: string) => path.join(here, '../src', module);

describe('layoutsOf (the layout chunks, decision 046)', () => {
  const layouts = layoutsOf(tableFile);
  const byName = new Map(layouts.map((layout) => [layerName(layout), layout]));

  it("finds the route table's layouts, outermost first", () => {
    expect(layouts.map(layerName)).toEqual([
      'app-routes',
      'default-layout',
      'dossier-page',
      'organization-page',
    ]);
    // The table is the parent of every page: all route modules are its own.
    expect(byName.get('app-routes')?.own).toContain(
      src('features/broadcasts/routes/public-broadcast-page.tsx'),
    );
    expect(byName.get('app-routes')?.own).toContain(src('app/layouts/default-layout.tsx'));
  });

  it('gives a layout the route modules of its pages only, not what a page elsewhere loads too', () => {
    const dossier = byName.get('dossier-page') as Layout;
    expect(dossier.own).toContain(src('features/dossiers/routes/dossier-page.tsx'));
    expect(dossier.own).toContain(src('features/dossiers/routes/dossier-section-page.tsx'));
    expect(dossier.own).not.toContain(src('features/dashboard/routes/dashboard-page.tsx'));
    expect(dossier.own).not.toContain(src('app/layouts/default-layout.tsx'));
    // The record check of a linked page loads beside an organisation's pages too: the default layout's, not the
    // dossier page's, and no layout itself.
    expect(dossier.own.some((module) => module.endsWith('foreign-record.ts'))).toBe(false);
    expect(byName.get('default-layout')?.own.some((module) => module.endsWith('foreign-record.ts'))).toBe(
      true,
    );
    expect(byName.get('default-layout')?.own).toContain(src('features/dashboard/routes/dashboard-page.tsx'));
  });
});

/** A chunk of the synthetic graph below: `file` is `<name>.js`, the facade `/src/<name>.tsx` unless shared. */
const chunk = (name: string, props: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName: `${name}.js`,
  name,
  isEntry: false,
  facadeModuleId: `/src/${name}.tsx`,
  moduleIds: [`/src/${name}.tsx`],
  imports: [],
  dynamicImports: [],
  ...props,
});
const shared = (name: string, props: Partial<BuiltChunk> = {}) =>
  chunk(name, { facadeModuleId: null, moduleIds: [`/src/${name}-a.ts`, `/src/${name}-b.ts`], ...props });

describe('collectLayers', () => {
  // entry → table (lazy) → layout (lazy) → pages a and b (lazy); outside, page c outside the layout.
  const layouts: Layout[] = [
    {
      module: '/src/table.tsx',
      own: ['/src/table.tsx', '/src/layout.tsx', '/src/a.tsx', '/src/b.tsx', '/src/c.tsx'],
    },
    { module: '/src/layout.tsx', own: ['/src/layout.tsx', '/src/a.tsx', '/src/b.tsx'] },
  ];
  const graph = () => [
    chunk('entry', { isEntry: true, imports: ['react.js'], dynamicImports: ['table.js', 'error.js'] }),
    chunk('react', { facadeModuleId: null, moduleIds: ['/node_modules/react/index.js'] }),
    chunk('table', { imports: ['react.js', 'table-part.js'], dynamicImports: ['layout.js', 'c.js'] }),
    shared('table-part'),
    chunk('layout', {
      imports: ['react.js', 'layout-part.js', 'with-c.js', 'with-error.js'],
      dynamicImports: ['a.js', 'b.js'],
    }),
    // Only the layout and its pages import it: it merges into the layout's chunk.
    shared('layout-part'),
    // Page c outside the layout imports it too: it stays a chunk of its own.
    shared('with-c'),
    // The app's error page (lazy, inside the shell) imports it.
    shared('with-error'),
    chunk('a', { imports: ['layout-part.js'] }),
    chunk('b', { imports: ['layout-part.js', 'with-c.js'] }),
    chunk('c', { imports: ['with-c.js'] }),
    chunk('error', { imports: ['with-error.js'] }),
  ];

  it("merges a layout's chunks that nothing outside it loads, each into the outermost layout it can", () => {
    const layers = collectLayers(layouts, graph());
    expect(layers.get('/src/table.tsx')).toBe('table');
    expect(layers.get('/src/table-part-a.ts')).toBe('table');
    expect(layers.get('/src/table-part-b.ts')).toBe('table');
    expect(layers.get('/src/layout.tsx')).toBe('layout');
    expect(layers.get('/src/layout-part-a.ts')).toBe('layout');
    // A chunk page c (outside the layout, reached from the table) imports stays; so does one the entry loads.
    expect(layers.has('/src/with-c-a.ts')).toBe(false);
    expect(layers.has('/node_modules/react/index.js')).toBe(false);
    // The pages keep chunks of their own: they are the layout's lazy imports, not its static closure.
    expect(layers.has('/src/a.tsx')).toBe(false);
    expect(layers.has('/src/c.tsx')).toBe(false);
    // The error page loads without the layout: what it imports is loadable outside.
    expect(layers.has('/src/with-error-a.ts')).toBe(false);
  });

  it("lets the app's own lazy parts load a layout's chunks (they show inside the app)", () => {
    const inApp = (module: string) => module === '/src/error.tsx';
    const layers = collectLayers(layouts, graph(), () => false, inApp);
    expect(layers.get('/src/with-error-a.ts')).toBe('layout');
    // A route outside a layout is still reached from outside, `inApp` or not.
    const everyModule = () => true;
    expect(collectLayers(layouts, graph(), () => false, everyModule).has('/src/with-c-a.ts')).toBe(false);
  });

  it('leaves the chunks of the named groups alone', () => {
    const kept = (built: BuiltChunk) => built.name === 'layout-part';
    const layers = collectLayers(layouts, graph(), kept);
    expect(layers.has('/src/layout-part-a.ts')).toBe(false);
    expect(layers.get('/src/layout.tsx')).toBe('layout');
  });

  it('takes a chunk imported statically from outside the layout out of it', () => {
    const chunks = graph().map((built) =>
      built.name === 'entry' ? { ...built, imports: [...built.imports, 'layout-part.js'] } : built,
    );
    expect(collectLayers(layouts, chunks).has('/src/layout-part-a.ts')).toBe(false);
  });

  it('skips a layout whose module is in no chunk', () => {
    const layers = collectLayers([{ module: '/src/gone.tsx', own: ['/src/gone.tsx'] }, ...layouts], graph());
    expect(layers.get('/src/layout.tsx')).toBe('layout');
  });
});

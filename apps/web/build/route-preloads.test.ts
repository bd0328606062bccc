// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readRouteTable } from './route-preloads.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const tableFile = path.join(here, '../src/app/routing/app-routes.tsx');
const tableSource = fs.readFileSync(tableFile, 'utf8');

describe('readRouteTable (the route preloads, decision 042)', () => {
  it("reads every page of the app's route table with the modules of its routes, outermost first", () => {
    const pages = readRouteTable(tableSource);
    const byPath = new Map(pages.map((page) => [page.path, page]));
    expect(byPath.get('/dashboard')?.modules).toEqual([
      '../layouts/default-layout.tsx',
      '../../features/dashboard/routes/dashboard-page.tsx',
    ]);
    // The dossier's tabs and sections: its own chunk, the record check of a linked page, then the tab's.
    expect(byPath.get('/dossiers/:id')?.modules).toEqual([
      '../layouts/default-layout.tsx',
      '../../features/dossiers/routes/dossier-page.tsx',
      './foreign-record.ts',
      '../../features/dossiers/routes/dossier-overview-tab.tsx',
    ]);
    expect(byPath.get('/dossiers/:id/:key')?.modules.at(-1)).toBe(
      '../../features/dossiers/routes/dossier-section-page.tsx',
    );
    expect(byPath.get('/dossiers/:id/notes')?.modules.at(-1)).toBe(
      '../../features/notes/routes/dossier-notes-tab.tsx',
    );
    // A redirect loads nothing; the public broadcast page is for visitors.
    expect(byPath.has('/users')).toBe(false);
    expect(byPath.get('/uitzending/:slug')).toMatchObject({ public: true });
    expect(pages.filter((page) => page.public).map((page) => page.path)).toEqual(['/uitzending/:slug']);
  });

  it("misses no module the table loads: every import() in it is some page's", () => {
    const imported = [...tableSource.matchAll(/import\('([^']+)'\)/g)].map((match) => match[1] ?? '');
    const read = new Set(readRouteTable(tableSource).flatMap((page) => page.modules));
    expect(imported.length).toBeGreaterThan(40);
    expect(imported.filter((module) => !read.has(module))).toEqual([]);
    // Every module it names exists (the build resolves them to chunks from these paths).
    for (const module of read)
      expect(fs.existsSync(path.resolve(path.dirname(tableFile), module)), module).toBe(true);
  });

  it('stops on a route shape it cannot read instead of leaving the page without preloads', () => {
    expect(() => readRouteTable(table("makePage('x')"))).toThrow(/unknown route shape/);
    expect(() => readRouteTable(table("page({ path: 'x', load: loadX })"))).toThrow(/load must be/);
    expect(() => readRouteTable(table('...extraRoutes'))).toThrow(/spread in the route table/);
    expect(() => readRouteTable('export const routes = [];')).toThrow(/no `appRoutes` array/);
  });

  it('reads nesting, index routes, pathless layouts and mapped keys', () => {
    const pages = readRouteTable(
      table(`
        { id: 'layout', lazy: lazyRoute(() => import('./layout.tsx')), children: [
          page({ path: 'a', load: () => import('./a.tsx'), children: [
            page({ index: true, load: () => import('./a-index.tsx') }),
            ...KEYS.map((key) => page({ path: key, load: () => import('./a-key.tsx') })),
          ] }),
          page({ path: 'b/:id', handle: publicHandle('B'), load: () => import('./b.tsx') }),
          redirectRoute('c', handle, '/a'),
        ] },
      `),
    );
    expect(pages).toEqual([
      { path: '/a', modules: ['./layout.tsx', './a.tsx', './a-index.tsx'], public: false },
      { path: '/a/:key', modules: ['./layout.tsx', './a.tsx', './a-key.tsx'], public: false },
      { path: '/b/:id', modules: ['./layout.tsx', './b.tsx'], public: true },
    ]);
  });
});

function table(routes: string) {
  return `export const appRoutes: RouteObject[] = [${routes}];`;
}

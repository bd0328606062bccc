import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { readRouteTable } from './route-preloads.ts';

/**
 * Layout chunks (decision 046): the chunks a layout route always brings, merged into one chunk per layout.
 *
 * The bundler cannot know that a dossier tab never loads without the dossier page around it, so every module the
 * dossier page shares with one tab or another becomes a chunk of its own (one per set of entries that use it): a
 * section form came with 62 scripts. Over HTTP/1.1 a browser fetches six at a time, each six a round trip. The route
 * table knows better: a layout (the table itself, the default layout, the dossier page, an organisation's page) loads
 * whenever one of its pages does, and with it every chunk it imports. Those of them that nothing outside the layout
 * can load, merged into one, cost its pages no byte more and save them the requests.
 *
 * Which chunks those are only a build can tell: the module graph's imports include those tree-shaking drops (a
 * feature's `index.ts` re-exports), so a first build without these groups (the same configuration, nothing written)
 * gives the chunks, and the real build groups their modules.
 */

/** One layout of the route table: the module of its route and the route modules only its pages load. */
export interface Layout {
  /** The layout route's module, absolute. */
  module: string;
  /**
   * The route modules (its own and those of the routes below it) that no page outside it loads, absolute. A module
   * a page elsewhere loads too (`foreign-record.ts`, a linked page's record check) is not among them.
   */
  own: string[];
}

/** What `collectLayers` reads of the first build's chunks. */
export interface BuiltChunk {
  fileName: string;
  /** The chunk's name: a named group's (`react`), a facade module's file name, or a shared module's. */
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
}

/** A linked page's record check: loaded beside its page, it is no route of its own and no layout. */
const BESIDE_PAGE = /[\\/]foreign-record\.ts$/;

/**
 * The layouts of a route table, outermost first: the table (`tableFile`, the parent of every page) and every route
 * module that has routes below it.
 */
export function layoutsOf(tableFile: string, source = fs.readFileSync(tableFile, 'utf8')): Layout[] {
  const pages = readRouteTable(source, path.basename(tableFile));
  const resolve = (module: string) => path.resolve(path.dirname(tableFile), module);
  const lists = pages.map((page) => page.modules.map(resolve));
  const layouts: Layout[] = [{ module: tableFile, own: [tableFile, ...new Set(lists.flat())] }];
  // A module before another in a page's list (outermost first) is a parent route's.
  const depth = new Map<string, number>();
  for (const modules of lists) {
    const routes = modules.filter((module) => !BESIDE_PAGE.test(module));
    routes.slice(0, -1).forEach((module, index) => {
      depth.set(module, Math.min(depth.get(module) ?? Infinity, index));
    });
  }
  for (const [module] of [...depth].sort((a, b) => a[1] - b[1])) {
    const inside = lists.filter((modules) => modules.includes(module));
    const elsewhere = new Set(lists.filter((modules) => !modules.includes(module)).flat());
    const below = inside.flatMap((modules) => modules.slice(modules.indexOf(module)));
    layouts.push({ module, own: [...new Set(below)].filter((m) => !elsewhere.has(m)) });
  }
  return layouts;
}

/** The chunk name of a layout: its module's file name without the extension. */
export const layerName = (layout: Layout) => path.basename(layout.module).replace(/\.[^.]+$/, '');

/**
 * For each layout, the modules of its chunk: those of the first build's chunks that load with it (its own chunk and
 * what that imports, directly or not) and cannot load without it. Loadable without it is every chunk the entries
 * reach through static and lazy imports when they may not lazily enter a route of this layout (a static import of
 * one of its chunks from elsewhere still counts). A chunk goes to the outermost layout it can; `kept` chunks (those
 * of the named groups) to none.
 * Returns module → layout name.
 */
export function collectLayers(
  layouts: Layout[],
  chunks: BuiltChunk[],
  kept: (chunk: BuiltChunk) => boolean = () => false,
  inApp: (module: string) => boolean = () => false,
): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (module: string) =>
    chunks.find((chunk) => chunk.facadeModuleId === module) ??
    chunks.find((chunk) => chunk.moduleIds.includes(module));
  const reach = (from: BuiltChunk[], lazyBarred: (chunk: BuiltChunk) => boolean, withLazy: boolean) => {
    const seen = new Set<BuiltChunk>();
    const stack = [...from];
    while (stack.length > 0) {
      const chunk = stack.pop() as BuiltChunk;
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next && !seen.has(next)) stack.push(next);
      }
      if (!withLazy) continue;
      for (const file of chunk.dynamicImports) {
        const next = byFile.get(file);
        if (next && !seen.has(next) && !lazyBarred(next)) stack.push(next);
      }
    }
    return seen;
  };
  const entries = chunks.filter((chunk) => chunk.isEntry);
  // The route modules: a route outside a layout is reached (it can load without it), `inApp` or not.
  const routes = new Set(layouts.flatMap((layout) => [layout.module, ...layout.own]));
  const lazyInApp = (module: string) => !routes.has(module) && inApp(module);
  const taken = new Set<BuiltChunk>();
  const layerOf = new Map<string, string>();
  for (const layout of layouts) {
    const start = chunkOf(layout.module);
    if (!start) continue;
    const own = new Set(layout.own);
    const outside = reach(
      entries,
      (chunk) =>
        chunk.facadeModuleId !== null && (own.has(chunk.facadeModuleId) || lazyInApp(chunk.facadeModuleId)),
      true,
    );
    const name = layerName(layout);
    for (const chunk of reach([start], () => true, false)) {
      if (outside.has(chunk) || taken.has(chunk) || kept(chunk)) continue;
      taken.add(chunk);
      for (const id of chunk.moduleIds) layerOf.set(id, name);
    }
  }
  return layerOf;
}

/**
 * The plugin and one code-splitting group per layout for `output.codeSplitting.groups`, outermost first, with
 * priorities counting down from `priority` (below the named groups). Before the build, the plugin runs the first
 * build (`firstBuild`: the same configuration without the layout groups, nothing written) and reads its chunks;
 * `kept` names the chunks of the named groups, which stay as they are.
 */
export function layoutChunks(options: {
  firstBuild: () => Promise<BuiltChunk[]>;
  kept: (chunk: BuiltChunk) => boolean;
  inApp: (module: string) => boolean;
  priority: number;
  table: string;
}) {
  const layouts = layoutsOf(options.table);
  let layerOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'afscheid-layout-chunks',
    apply: 'build',
    async buildStart() {
      layerOf = collectLayers(layouts, await options.firstBuild(), options.kept, options.inApp);
    },
  };
  const groups = layouts.map((layout, index) => {
    const name = layerName(layout);
    return {
      name,
      test: (id: string) => layerOf.get(id) === name,
      priority: options.priority - index,
      // A layout's modules only: the imports they keep after tree-shaking are in the layout's chunk, an outer one's
      // or a chunk loaded outside it, and the import records of those they dropped must not pull modules in.
      includeDependenciesRecursively: false,
    };
  });
  return { plugin, groups };
}

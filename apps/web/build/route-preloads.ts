import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The route preloads (decision 042): for every page of the app's route table, the chunks and styles the browser needs
 * for it beyond the first load. The server writes them as `modulepreload` and `preload` links into the HTML of a
 * page it is asked for, so that they come with the entry instead of in two waves after it (the route table, then
 * the page's chunks).
 */

/** One page of the route table: its path, the modules of its route and its parents', and whether it is public. */
export interface TablePage {
  /** React Router's path from the root, e.g. `/dossiers/:id/:section`; `/` joins the segments. */
  path: string;
  /**
   * The modules the routes load (`load`, `lazy`; a `linked` page's record check), outermost first, as written in the
   * table (relative to it).
   */
  modules: string[];
  /** A page for visitors (`auth: false`): its preloads are written without a session too. */
  public: boolean;
}

/** What the server reads (`dist/.vite/route-preloads.json`). */
export interface RoutePreloads {
  pages: { path: string; public: boolean; scripts: string[]; styles: string[] }[];
}

export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** The module a `linked` page's loader imports (relative to the table). */
const LINKED_RECORD_MODULE = './foreign-record.ts';

interface Parent {
  path: string;
  modules: string[];
  public: boolean;
}

/**
 * Reads the pages of the route table `appRoutes` in `source` (`app-routes.tsx`). The table is code, not data: this
 * reads the shapes it is written in (an object route, `page({...})`, `redirectRoute(...)` and a spread of
 * `list.map((key) => page({...}))`, whose path `key` is the parameter `:key`) and stops the build on any other, so
 * a new shape cannot silently lose its preloads.
 */
export function readRouteTable(source: string, fileName = 'app-routes.tsx'): TablePage[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let table: ts.ArrayLiteralExpression | undefined;
  const find = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'appRoutes' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      table = node.initializer;
    }
    ts.forEachChild(node, find);
  };
  find(file);
  if (!table) throw new Error(`${fileName}: no \`appRoutes\` array found`);

  const where = (node: ts.Node) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    return `${fileName}:${line + 1}`;
  };
  const pages: TablePage[] = [];

  const readRoutes = (list: ts.ArrayLiteralExpression, parent: Parent) => {
    for (const element of list.elements) readElement(element, parent);
  };

  const readElement = (element: ts.Expression, parent: Parent, param?: string) => {
    if (ts.isSpreadElement(element)) {
      // `...KEYS.map((key) => page({...}))`: one route per key, the key as its path parameter.
      const call = element.expression;
      const mapper = ts.isCallExpression(call) && call.arguments[0];
      if (
        ts.isCallExpression(call) &&
        ts.isPropertyAccessExpression(call.expression) &&
        call.expression.name.text === 'map' &&
        mapper &&
        ts.isArrowFunction(mapper) &&
        ts.isExpression(mapper.body) &&
        mapper.parameters[0] &&
        ts.isIdentifier(mapper.parameters[0].name)
      ) {
        readElement(mapper.body, parent, mapper.parameters[0].name.text);
        return;
      }
      throw new Error(
        `${where(element)}: a spread in the route table must be \`list.map((key) => page({...}))\``,
      );
    }
    if (ts.isCallExpression(element) && ts.isIdentifier(element.expression)) {
      const name = element.expression.text;
      if (name === 'redirectRoute') return; // it only sends elsewhere: nothing to load
      const argument = element.arguments[0];
      if (name === 'page' && argument && ts.isObjectLiteralExpression(argument)) {
        readRoute(argument, parent, param);
        return;
      }
    }
    if (ts.isObjectLiteralExpression(element)) {
      readRoute(element, parent, param);
      return;
    }
    throw new Error(
      `${where(element)}: unknown route shape in the route table (${element.getText(file).slice(0, 40)})`,
    );
  };

  const readRoute = (route: ts.ObjectLiteralExpression, parent: Parent, param?: string) => {
    const property = (key: string) =>
      route.properties.find(
        (p): p is ts.PropertyAssignment =>
          ts.isPropertyAssignment(p) &&
          (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) &&
          p.name.text === key,
      )?.initializer;
    const pathNode = property('path');
    let segment = '';
    if (pathNode && ts.isStringLiteralLike(pathNode)) segment = pathNode.text;
    else if (pathNode && ts.isIdentifier(pathNode) && pathNode.text === param) segment = `:${param}`;
    else if (pathNode)
      throw new Error(`${where(pathNode)}: a route's path must be a string or the map's key`);

    const loader = property('load') ?? property('lazy');
    const module = loader && importedModule(loader);
    if (loader && !module)
      throw new Error(`${where(loader)}: a route's load must be \`() => import('...')\``);

    // A page that opens a record from a link checks it in its loader with `foreign-record.ts` (route-builders.tsx).
    const linked = property('linked') ? [LINKED_RECORD_MODULE] : [];

    const handle = property('handle');
    const isPublic =
      parent.public ||
      (!!handle &&
        ((ts.isCallExpression(handle) &&
          ts.isIdentifier(handle.expression) &&
          handle.expression.text === 'publicHandle') ||
          (ts.isObjectLiteralExpression(handle) &&
            handle.properties.some(
              (p) =>
                ts.isPropertyAssignment(p) &&
                ts.isIdentifier(p.name) &&
                p.name.text === 'auth' &&
                p.initializer.kind === ts.SyntaxKind.FalseKeyword,
            ))));

    const own: Parent = {
      path: segment ? `${parent.path.replace(/\/$/, '')}/${segment}` : parent.path,
      modules: [...parent.modules, ...(module ? [module] : []), ...linked],
      public: isPublic,
    };
    const children = property('children');
    if (children && !ts.isArrayLiteralExpression(children)) {
      throw new Error(`${where(children)}: a route's children must be an array`);
    }
    const hasIndex =
      !!children &&
      children.elements.some((child) => {
        const object =
          ts.isCallExpression(child) && child.arguments[0] && ts.isObjectLiteralExpression(child.arguments[0])
            ? child.arguments[0]
            : child;
        return (
          ts.isObjectLiteralExpression(object) &&
          object.properties.some(
            (p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'index',
          )
        );
      });
    // A page of its own: a leaf, or a route with a path whose children have no index route to stand for it.
    if (!children || (segment && !hasIndex)) pages.push({ ...own });
    if (children) readRoutes(children, own);
  };

  readRoutes(table, { path: '/', modules: [], public: false });
  return pages;
}

/** The module of `() => import('x')`, `() => import('x').then(...)` or `lazyRoute(() => import('x')...)`. */
function importedModule(node: ts.Node): string | undefined {
  let found: string | undefined;
  const visit = (child: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(child) && child.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = child.arguments;
      if (specifier && ts.isStringLiteralLike(specifier)) found = specifier.text;
      return;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Writes `.vite/route-preloads.json` beside the build: for each page of `table`, the chunks of the route table and
 * of the page's routes with every chunk they import statically, and their styles, without what the entry already
 * brings (its own links are in `index.html`).
 */
export function routePreloads(table = 'src/app/routing/app-routes.tsx'): Plugin {
  let tableFile = '';
  let base = '/';
  return {
    name: 'afscheid-route-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      tableFile = path.resolve(config.root, table);
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is typeof item & BundleChunk => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (moduleId: string) => {
        const chunk =
          chunks.find((c) => c.facadeModuleId === moduleId) ??
          chunks.find((c) => c.moduleIds.includes(moduleId));
        if (!chunk) this.error(`route-preloads: no chunk holds ${moduleId}`);
        return chunk;
      };
      /** A chunk and everything it imports statically, each once, in the order the imports name them. */
      const closure = (start: BundleChunk[], into = new Set<string>()) => {
        const visit = (chunk: BundleChunk) => {
          if (into.has(chunk.fileName)) return;
          into.add(chunk.fileName);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) visit(imported);
          }
        };
        start.forEach(visit);
        return into;
      };

      const entryFiles = closure(chunks.filter((chunk) => chunk.isEntry));
      const entryStyles = new Set(
        [...entryFiles].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
      );
      const tableChunk = chunkOf(tableFile);
      const url = (file: string) => `${base}${file}`;

      const pages = readRouteTable(fs.readFileSync(tableFile, 'utf8'), path.basename(tableFile)).map(
        (page) => {
          const own = page.modules.map((module) => chunkOf(path.resolve(path.dirname(tableFile), module)));
          const files = [...closure([tableChunk, ...own])].filter((file) => !entryFiles.has(file));
          const styles = [
            ...new Set(files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])])),
          ].filter((file) => !entryStyles.has(file));
          return { path: page.path, public: page.public, scripts: files.map(url), styles: styles.map(url) };
        },
      );
      const preloads: RoutePreloads = { pages };
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}

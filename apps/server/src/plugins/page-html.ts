import fs from 'node:fs';
import path from 'node:path';

/**
 * The HTML of a page of the web app with the page's own preloads (decision 042). The web build writes, for every
 * page of its route table, the chunks and styles the page needs beyond the first load
 * (`dist/.vite/route-preloads.json`, apps/web/build/route-preloads.ts). Written into the page's HTML as
 * `modulepreload` and `preload` links, they come with the entry instead of in two waves after it.
 */

export interface PreloadPage {
  /** React Router's path, e.g. `/dossiers/:id/:key`. */
  path: string;
  /** A page for visitors: its preloads are written without a session too. */
  public: boolean;
  scripts: string[];
  styles: string[];
}

export const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

/**
 * The page of `pages` that `pathname` opens, as React Router ranks them: a path of more segments is no match, a
 * named segment beats a parameter (`/dossiers/:id/notes` before `/dossiers/:id/:key`).
 */
export function matchPage<T extends Pick<PreloadPage, 'path'>>(
  pages: readonly T[],
  pathname: string,
): T | null {
  const wanted = pathname.split('/').filter(Boolean);
  let best: T | null = null;
  let bestScore = -1;
  for (const page of pages) {
    const segments = page.path.split('/').filter(Boolean);
    if (segments.length !== wanted.length) continue;
    let score = 0;
    const fits = segments.every((segment, i) => {
      if (segment.startsWith(':')) return true;
      score += 1;
      return segment === decodeSegment(wanted[i]!);
    });
    if (fits && score > bestScore) {
      best = page;
      bestScore = score;
    }
  }
  return best;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The attribute value as it may stand in HTML (the paths come from the build; this keeps it so). */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `html` with the page's links at the end of its head. */
export function withPreloads(html: string, page: Pick<PreloadPage, 'scripts' | 'styles'>): string {
  const links = [
    ...page.styles.map(
      (href) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${attribute(href)}">`,
    ),
    ...page.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${attribute(href)}">`,
    ),
  ];
  if (links.length === 0 || !html.includes('</head>')) return html;
  return html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
}

interface Built {
  /** index.html's modification time when it was read. */
  version: number;
  pages: PreloadPage[];
  /** The HTML of each page, made on its first request. */
  html: Map<PreloadPage, Buffer>;
  index: string;
}

/**
 * The pages' HTML for one web build (`webDist`): read on first use and again after a new build (index.html's
 * modification time). Without preloads in the build, every page is index.html as it is (null here).
 */
export function createPageHtml(webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const preloadsFile = path.join(webDist, ROUTE_PRELOADS_FILE);
  let built: Built | null = null;

  const load = async (): Promise<Built | null> => {
    const stat = await fs.promises.stat(indexFile).catch(() => null);
    if (!stat) return null;
    if (built?.version === stat.mtimeMs) return built;
    const [index, preloads] = await Promise.all([
      fs.promises.readFile(indexFile, 'utf8'),
      fs.promises.readFile(preloadsFile, 'utf8').catch(() => null),
    ]);
    const pages = preloads ? ((JSON.parse(preloads) as { pages?: PreloadPage[] }).pages ?? []) : [];
    built = { version: stat.mtimeMs, pages, html: new Map(), index };
    return built;
  };

  return {
    /**
     * The HTML for `pathname` with its page's preloads, or null when there are none to add: no such page, no
     * session for a page behind the login (a visitor is sent to the login page, which needs none of them), or a
     * build without preloads.
     */
    async forPath(pathname: string, hasSession: boolean): Promise<Buffer | null> {
      const current = await load();
      if (!current || current.pages.length === 0) return null;
      const page = matchPage(current.pages, pathname);
      if (!page || (!page.public && !hasSession)) return null;
      let html = current.html.get(page);
      if (!html) {
        html = Buffer.from(withPreloads(current.index, page));
        current.html.set(page, html);
      }
      return html;
    },
  };
}

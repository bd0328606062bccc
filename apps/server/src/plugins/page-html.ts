import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { acceptedEncoding } from '../lib/accept-encoding.ts';

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

/** The encodings a page's HTML is sent in, best first; `identity` is the HTML as it is. */
export type PageEncoding = 'br' | 'gzip' | 'identity';
const ENCODINGS = ['br', 'gzip'] as const;

/**
 * The encoding to send a page's HTML in for the request's `accept-encoding`: brotli or gzip when the browser
 * takes them (every browser does), otherwise none.
 */
export const pageEncoding = (acceptEncoding: string | string[] | undefined): PageEncoding =>
  acceptedEncoding(acceptEncoding, ENCODINGS) ?? 'identity';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page's HTML in one encoding, made once per build and page. */
const encode = (html: Buffer, encoding: PageEncoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(html, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
        },
      })
    : encoding === 'gzip'
      ? gzip(html, { level: 9 })
      : Promise.resolve(html);

interface Built {
  /** index.html's modification time when it was read. */
  version: number;
  pages: PreloadPage[];
  /** The HTML of each page in each encoding, made on its first request in that encoding. */
  html: Map<string, Promise<Buffer>>;
  index: string;
}

/** A page's HTML as it is sent: the body and its `content-encoding`. */
export interface PageHtml {
  body: Buffer;
  encoding: PageEncoding;
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
     * build without preloads. Compressed in `encoding` (`pageEncoding`): with its links a page's HTML is some
     * 6 KB, on the way to every other request of the page. Each page and encoding is compressed once per build.
     */
    async forPath(
      pathname: string,
      hasSession: boolean,
      encoding: PageEncoding = 'identity',
    ): Promise<PageHtml | null> {
      const current = await load();
      if (!current || current.pages.length === 0) return null;
      const page = matchPage(current.pages, pathname);
      if (!page || (!page.public && !hasSession)) return null;
      const key = `${page.path}\n${encoding}`;
      let body = current.html.get(key);
      if (!body) {
        const html = Buffer.from(withPreloads(current.index, page));
        body = encode(html, encoding);
        current.html.set(key, body);
        // A failed compression is tried again on the next request, not kept.
        body.catch(() => current.html.delete(key));
      }
      return { body: await body, encoding };
    },
  };
}

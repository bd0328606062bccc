import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { interpolate, messages } from '@afscheid/shared';

/**
 * Word templates as docxtemplater reads them: the package check (a ZIP with a WordprocessingML main document),
 * compiling the template with the options every template is rendered with, the tags it uses (loops with their
 * own fields inside) and the library's template errors turned into Dutch messages that name the tag.
 */

const text = messages.templates;

const MAIN_DOCUMENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** A 5 MB upload may not unpack into more than this (a "zip bomb" would stop here, by its declared sizes). */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

/** A Word template that is refused, with the Dutch messages that say why (the first one leads). */
export class TemplateRejected extends Error {
  constructor(readonly messages: string[]) {
    super(messages[0]);
  }
}

/** One tag of a template: a field (`{x}`), a section (`{#x}…{/x}`, `{^x}…{/x}`) with its inner tags, or another kind. */
export type TemplateTag =
  | { kind: 'field'; value: string }
  | { kind: 'section'; value: string; inverted: boolean; inner: TemplateTag[] }
  | { kind: 'unsupported'; raw: string };

/** The options every template is compiled and rendered with (`parser` is set by the caller). */
const OPTIONS = {
  paragraphLoop: true,
  linebreaks: true,
  delimiters: { start: '{', end: '}' },
  errorLogging: false,
  // An empty or missing value prints nothing, never "undefined".
  nullGetter: () => '',
} as const;

/** A DOCX's package by content: a ZIP holding `word/document.xml` and a `[Content_Types].xml` that says so. */
export function openDocxPackage(bytes: Buffer): PizZip {
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) throw new TemplateRejected([text.notDocx]);
  let zip: PizZip;
  try {
    zip = new PizZip(bytes);
  } catch {
    throw new TemplateRejected([text.notDocx]);
  }
  const types = zip.file('[Content_Types].xml');
  if (!zip.file('word/document.xml') || !types) throw new TemplateRejected([text.notDocx]);
  const unpacked = Object.values(zip.files).reduce((sum, file) => sum + declaredSize(file), 0);
  if (unpacked > MAX_UNPACKED_BYTES) throw new TemplateRejected([text.unreadable]);
  let contentTypes: string;
  try {
    contentTypes = types.asText();
  } catch {
    throw new TemplateRejected([text.notDocx]);
  }
  if (!declaresMainDocument(contentTypes)) throw new TemplateRejected([text.notDocx]);
  return zip;
}

/** The unpacked size a ZIP entry declares (PizZip keeps it on the entry's compressed object). */
function declaredSize(file: PizZip.ZipObject): number {
  const data = (file as unknown as { _data?: { uncompressedSize?: unknown } })._data;
  return typeof data?.uncompressedSize === 'number' ? data.uncompressedSize : 0;
}

/** Whether `[Content_Types].xml` gives `/word/document.xml` the WordprocessingML main document type. */
function declaresMainDocument(contentTypes: string): boolean {
  const overrides = contentTypes.match(/<Override\b[^>]*>/g) ?? [];
  return overrides.some((override) => {
    const part = /PartName\s*=\s*"([^"]*)"/.exec(override)?.[1];
    const type = /ContentType\s*=\s*"([^"]*)"/.exec(override)?.[1];
    return part?.toLowerCase() === '/word/document.xml' && type === MAIN_DOCUMENT_TYPE;
  });
}

/** The value a tag gets for a scope, docxtemplater's `parser` option. */
export type TagParser = (tag: string) => { get: (scope: unknown) => unknown };

type Part = {
  type: string;
  value: string;
  module?: string;
  inverted?: boolean;
  raw?: string;
  subparsed?: Part[];
};

/** A docxtemplater module that keeps each templated file's parsed tags (what its InspectModule reads). */
class TagCollector {
  readonly name = 'TagCollector';
  private file: string | null = null;
  readonly parsed = new Map<string, Part[]>();

  set(options: { inspect?: { filePath?: string; postparsed?: Part[] } }) {
    const inspect = options.inspect;
    if (!inspect) return;
    if (inspect.filePath) this.file = inspect.filePath;
    if (inspect.postparsed && this.file) this.parsed.set(this.file, inspect.postparsed);
  }

  clone() {
    return new TagCollector();
  }
}

function tagsOf(parts: readonly Part[]): TemplateTag[] {
  return parts
    .filter((part) => part.type === 'placeholder')
    .map((part): TemplateTag => {
      if (!part.module) return { kind: 'field', value: part.value.trim() };
      // `{-w:p x}` (a loop over another element) is also module "loop", but written with a prefix.
      if (part.module === 'loop' && part.raw !== undefined && /^[#^]/.test(part.raw.trim())) {
        return {
          kind: 'section',
          value: part.value.trim(),
          inverted: part.inverted === true,
          inner: tagsOf(part.subparsed ?? []),
        };
      }
      return { kind: 'unsupported', raw: part.raw ?? part.value };
    });
}

/**
 * Compiles a template (any broken tag refuses it, each error in Dutch) and gives the docxtemplater instance,
 * ready to render, with the tags of every templated part (document, headers, footers …) in document order.
 */
export function compileTemplate(zip: PizZip, parser: TagParser): { doc: Docxtemplater; tags: TemplateTag[] } {
  const collector = new TagCollector();
  let doc: Docxtemplater;
  try {
    doc = new Docxtemplater(zip, { ...OPTIONS, parser, modules: [collector] });
  } catch (err) {
    throw new TemplateRejected(templateErrorMessages(err));
  }
  return { doc, tags: [...collector.parsed.values()].flatMap(tagsOf) };
}

/** The displayed form of a tag: `{overledene.voornamen}`. */
export const shown = (tag: string) => `{${tag}}`;

type ErrorProperties = {
  id?: string;
  xtag?: string;
  context?: string;
  openingtag?: string;
  closingtag?: string;
  lastPair?: { left: string };
  pair?: { left: string };
  errors?: { properties?: ErrorProperties }[];
};

/** Dutch messages for docxtemplater's template errors (a multi error holds one per tag), each once. */
export function templateErrorMessages(err: unknown): string[] {
  const properties = (err as { properties?: ErrorProperties } | null)?.properties;
  if (!properties) throw err;
  const list =
    properties.id === 'multi_error' ? (properties.errors ?? []).map((e) => e.properties ?? {}) : [properties];
  const found = [...new Set(list.map(messageOf))];
  return found.length ? found : [text.brokenTemplate];
}

function messageOf(error: ErrorProperties): string {
  const tag = (error.xtag ?? '').trim();
  switch (error.id) {
    case 'unclosed_tag':
      // `xtag` is the first word after the lone "{", "overledene.voornamen".
      return interpolate(text.unclosedTag, { tag: `{${tag}` });
    case 'unopened_tag':
      // `xtag` is the last word before the lone "}".
      return interpolate(text.unopenedTag, { tag: `${tag}}` });
    case 'duplicate_open_tag':
      return interpolate(text.duplicateOpen, { tag: (error.context ?? tag).trim() });
    case 'duplicate_close_tag':
      return interpolate(text.duplicateClose, { tag: (error.context ?? tag).trim() });
    case 'unclosed_loop':
      return interpolate(text.unclosedLoop, { open: shown(`#${tag}`), close: shown(`/${tag}`) });
    case 'unopened_loop':
      return interpolate(text.unopenedLoop, { open: shown(`#${tag}`), close: shown(`/${tag}`) });
    case 'closing_tag_does_not_match_opening_tag': {
      const open = (error.openingtag ?? '').trim();
      return interpolate(text.loopMismatch, {
        open: shown(`#${open}`),
        close: shown(`/${(error.closingtag ?? '').trim()}`),
        expected: shown(`/${open}`),
      });
    }
    case 'unbalanced_loop_tags':
      return interpolate(text.unbalancedLoops, {
        first: shown(`#${(error.lastPair?.left ?? '').trim()}`),
        second: shown(`#${(error.pair?.left ?? '').trim()}`),
      });
    case 'file_has_invalid_xml':
    case 'malformed_xml':
      return text.unreadable;
    default:
      return tag ? interpolate(text.brokenTag, { tag: shown(tag) }) : text.brokenTemplate;
  }
}

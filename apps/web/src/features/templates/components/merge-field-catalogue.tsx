import { interpolate, MERGE_FIELD_GROUPS, type MergeField, type MergeFieldGroup } from '@afscheid/shared';
import { useEffect, useId, useMemo, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { copyText } from '../../../components/ui/copy-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  countMergeFields,
  fieldTag,
  filterMergeFields,
  loopClose,
  loopExample,
  loopOpen,
} from '../lib/merge-fields.ts';
import { nlTemplates } from '../lib/texts.ts';

const texts = nlTemplates.catalogue;

/** How long "Gekopieerd" stays on a button. */
const COPIED_MS = 2500;

const countText = (count: number) => (count === 1 ? texts.countOne : interpolate(texts.count, { count }));

type CopyState = { text: string; outcome: 'copied' | 'failed' } | null;

interface CopyProps {
  copy: CopyState;
  onCopy(text: string): void;
}

/**
 * The merge codes a template may use, per group: each code in `<code>` with its description, an example and a copy
 * button; a loop with its own codes and how to write it. The search box filters on code and description.
 */
export function MergeFieldCatalogue({
  groups = MERGE_FIELD_GROUPS,
  className,
}: {
  groups?: readonly MergeFieldGroup[];
  className?: string;
}) {
  const headingId = useId();
  const [query, setQuery] = useState('');
  const [copy, setCopy] = useState<CopyState>(null);
  const shown = useMemo(() => filterMergeFields(groups, query), [groups, query]);
  // The example of each loop, from all its fields (a search may show only some of them).
  const examples = useMemo(() => {
    const map = new Map<string, string>();
    for (const group of groups) {
      for (const field of group.fields)
        if (field.loop) map.set(`${group.key}/${field.tag}`, loopExample(field));
    }
    return map;
  }, [groups]);

  useEffect(() => {
    if (copy?.outcome !== 'copied') return;
    const timer = window.setTimeout(() => setCopy(null), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copy]);

  const onCopy = (text: string) => {
    void copyText(text).then((ok) => setCopy({ text, outcome: ok ? 'copied' : 'failed' }));
  };

  return (
    <aside
      aria-labelledby={headingId}
      className={cx('rounded-lg border border-stone-200 bg-white p-4 shadow-sm', className)}
      data-testid="merge-field-catalogue"
    >
      <h3 id={headingId} className="text-lg font-semibold text-stone-900">
        {texts.heading}
      </h3>
      <p className="mt-1 text-sm text-stone-700">{texts.intro}</p>
      {groups.length === 0 ? (
        <p className="mt-3 text-stone-700">{texts.empty}</p>
      ) : (
        <>
          <TextField
            type="search"
            label={texts.search}
            description={texts.searchHint}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            className="mt-3"
          />
          <p aria-live="polite" className="mt-2 text-sm text-stone-700">
            {query.trim() === ''
              ? ''
              : shown.length === 0
                ? interpolate(texts.noMatch, { query: query.trim() })
                : countText(countMergeFields(shown))}
          </p>
          <p
            aria-live="polite"
            className={cx('text-sm', copy?.outcome === 'failed' ? 'text-red-800' : 'sr-only')}
          >
            {copy === null
              ? ''
              : copy.outcome === 'copied'
                ? interpolate(texts.copiedLabel, { tag: copy.text })
                : texts.copyFailed}
          </p>
          <div className="mt-2 space-y-5">
            {shown.map((group) => (
              <FieldGroup key={group.key} group={group} examples={examples} copy={copy} onCopy={onCopy} />
            ))}
          </div>
        </>
      )}
    </aside>
  );
}

function FieldGroup({
  group,
  examples,
  ...copyProps
}: { group: MergeFieldGroup; examples: Map<string, string> } & CopyProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid="merge-field-group">
      <h4 id={headingId} className="font-semibold text-stone-900">
        {group.label}
      </h4>
      <ul className="mt-1 divide-y divide-stone-200">
        {group.fields.map((field) =>
          field.loop ? (
            <LoopItem
              key={field.tag}
              field={field}
              example={examples.get(`${group.key}/${field.tag}`) ?? loopExample(field)}
              {...copyProps}
            />
          ) : (
            <FieldItem key={field.tag} field={field} {...copyProps} />
          ),
        )}
      </ul>
    </section>
  );
}

function FieldItem({ field, ...copyProps }: { field: MergeField } & CopyProps) {
  const tag = fieldTag(field.tag);
  return (
    <li className="py-2" data-testid="merge-field">
      <CodeLine code={tag} {...copyProps} />
      <p className="text-sm text-stone-800">{field.label}</p>
      {field.example !== '' && (
        <p className="text-sm text-stone-600">{interpolate(texts.example, { example: field.example })}</p>
      )}
    </li>
  );
}

function LoopItem({ field, example, ...copyProps }: { field: MergeField; example: string } & CopyProps) {
  return (
    <li className="py-2" data-testid="merge-field">
      <p className="flex flex-wrap items-center gap-2">
        <code className="rounded bg-stone-100 px-1 font-mono text-sm break-all text-stone-900">
          {loopOpen(field.tag)}…{loopClose(field.tag)}
        </code>
        <Badge tone="info">{texts.loop}</Badge>
      </p>
      <p className="text-sm text-stone-800">{field.label}</p>
      {field.example !== '' && (
        <p className="text-sm text-stone-600">{interpolate(texts.example, { example: field.example })}</p>
      )}
      <p className="mt-2 text-sm text-stone-700">{texts.loopUsage}</p>
      <CodeLine code={example} {...copyProps} />
      <p className="mt-2 text-sm text-stone-700">{texts.loopIntro}</p>
      <ul className="mt-1 ml-1 border-l-2 border-stone-200 pl-3">
        {(field.loop ?? []).map((inner) => (
          <FieldItem key={inner.tag} field={inner} {...copyProps} />
        ))}
      </ul>
    </li>
  );
}

/** A code with its copy button ("Kopiëren", then "Gekopieerd" for a moment). */
function CodeLine({ code, copy, onCopy }: { code: string } & CopyProps) {
  const copied = copy?.outcome === 'copied' && copy.text === code;
  return (
    <div className="flex items-start justify-between gap-2">
      <code className="mt-2 min-w-0 rounded bg-stone-100 px-1 font-mono text-sm break-all text-stone-900">
        {code}
      </code>
      <Button
        variant="ghost"
        className="shrink-0 px-3 text-sm"
        aria-label={interpolate(texts.copyLabel, { tag: code })}
        onClick={() => onCopy(code)}
      >
        {copied ? texts.copied : texts.copy}
      </Button>
    </div>
  );
}

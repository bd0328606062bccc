import { formatDateTime, interpolate, type TemplateData } from '@afscheid/shared';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FileName, formatFileSize } from '../../documents/index.ts';
import { fieldTag } from '../lib/merge-fields.ts';
import { nlTemplates } from '../lib/texts.ts';

const texts = nlTemplates.list;

const fieldsCount = (count: number) =>
  count === 0 ? texts.fieldsNone : count === 1 ? texts.fieldsOne : interpolate(texts.fieldsCount, { count });

/**
 * The organisation's templates as cards (one column on a phone, two side by side when there is room): name, file
 * and size, how many merge codes it uses (the codes behind a disclosure), who added it and when, download and,
 * for who may, delete.
 */
export function TemplateList({
  templates,
  canDelete,
  onDelete,
}: {
  templates: readonly TemplateData[];
  canDelete: boolean;
  onDelete(template: TemplateData): void;
}) {
  return (
    <ul className="grid gap-3 xl:grid-cols-2" data-testid="template-list">
      {templates.map((template) => (
        <TemplateCard key={template.id} template={template} canDelete={canDelete} onDelete={onDelete} />
      ))}
    </ul>
  );
}

function TemplateCard({
  template,
  canDelete,
  onDelete,
}: {
  template: TemplateData;
  canDelete: boolean;
  onDelete(template: TemplateData): void;
}) {
  const headingId = useId();
  const when = formatDateTime(template.createdAt);
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
      data-testid="template-card"
    >
      <h4 id={headingId} className="font-semibold break-words text-stone-900">
        {template.name}
      </h4>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-700">{nlTemplates.list.file}</dt>
        <dd className="wrap-anywhere text-stone-900">
          <FileName name={template.fileName} /> ({formatFileSize(template.size)})
        </dd>
        <dt className="text-stone-700">{texts.fields}</dt>
        <dd className="text-stone-900">
          {fieldsCount(template.fields.length)}
          {template.fields.length > 0 && (
            <details className="mt-1">
              <summary className="cursor-pointer text-brand-700 underline underline-offset-2">
                {texts.showFields}
              </summary>
              <ul className="mt-1 flex flex-wrap gap-1">
                {template.fields.map((field) => (
                  <li key={field}>
                    <code className="rounded bg-stone-100 px-1 font-mono break-all">{fieldTag(field)}</code>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </dd>
        <dt className="text-stone-700">{texts.uploaded}</dt>
        <dd className="text-stone-900">
          {interpolate(texts.uploadedBy, {
            name: template.createdBy?.name ?? nlTemplates.common.unknownUser,
            date: when,
          })}
        </dd>
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <a
          href={template.downloadUrl}
          download={template.fileName}
          aria-label={interpolate(texts.downloadLabel, { name: template.name })}
          className="inline-flex min-h-11 items-center rounded-md px-2 font-medium"
        >
          {texts.download}
        </a>
        {canDelete && (
          <Button
            variant="ghost"
            aria-label={interpolate(texts.removeLabel, { name: template.name })}
            onClick={() => onDelete(template)}
          >
            {texts.remove}
          </Button>
        )}
      </div>
    </li>
  );
}

import { formatDateTime, interpolate, messages, type AshRecordData } from '@afscheid/shared';
import { ashDocumentUrl } from '../api/ash-api.ts';
import { kindLabel } from '../lib/display.ts';
import { ashTexts } from '../lib/texts.ts';

const texts = ashTexts.detail;

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** The record's documents, newest last, each with its kind, destination, who added it and a download link. */
export function DocumentsList({ record }: { record: AshRecordData }) {
  if (record.documents.length === 0) return <p className="text-stone-700">{texts.documentsNone}</p>;
  return (
    <ul className="divide-y divide-stone-200" data-testid="ash-documents">
      {record.documents.map((document) => {
        const destination = document.destinationId
          ? record.destinations.find((candidate) => candidate.id === document.destinationId)
          : undefined;
        const when = formatDateTime(document.createdAt);
        return (
          <li key={document.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium text-stone-900">{messages.ash.documentKinds[document.kind]}</p>
              <p className="text-sm break-words text-stone-700">
                {document.fileName} · {size(document.size)}
              </p>
              {destination && (
                <p className="text-sm text-stone-700">
                  {interpolate(texts.documentFor, { kind: kindLabel(destination.kind) })}
                </p>
              )}
              <p className="text-sm text-stone-700">
                {document.uploadedBy
                  ? interpolate(texts.uploadedBy, { name: document.uploadedBy.name, when })
                  : interpolate(texts.uploadedAt, { when })}
              </p>
            </div>
            <a
              href={ashDocumentUrl(record.id, document.id)}
              download={document.fileName}
              aria-label={interpolate(texts.downloadLabel, { name: document.fileName })}
              className="inline-flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 py-2 font-medium text-stone-900 no-underline hover:bg-stone-100"
            >
              {texts.download}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

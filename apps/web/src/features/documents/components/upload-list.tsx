import { interpolate } from '@afscheid/shared';
import { cx } from '../../../components/ui/class-names.ts';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import type { UploadEntry } from '../api/use-uploads.ts';
import { FileName } from './file-name.tsx';
import { formatFileSize } from '../lib/file-check.ts';

const tone: Record<UploadEntry['status'], string> = {
  uploading: 'border-stone-200 bg-white',
  done: 'border-emerald-700 bg-emerald-50',
  failed: 'border-red-700 bg-red-50',
};

/** The files being sent (with progress), sent, or refused (with the reason); finished ones can be hidden. */
export function UploadList({
  entries,
  onDismiss,
}: {
  entries: readonly UploadEntry[];
  onDismiss: (id: string) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <ul aria-label={work.documents.uploads} className="space-y-2" data-testid="upload-list">
      {entries.map((entry) => {
        const percent = Math.round(entry.progress * 100);
        return (
          <li
            key={entry.id}
            data-status={entry.status}
            className={cx(
              'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border-l-4 px-4 py-3',
              tone[entry.status],
            )}
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium wrap-anywhere text-stone-900">
                <FileName name={entry.name} />{' '}
                <span className="font-normal text-stone-700">({formatFileSize(entry.size)})</span>
              </p>
              {entry.status === 'uploading' && (
                <div className="mt-2 flex items-center gap-3">
                  <progress
                    value={percent}
                    max={100}
                    aria-label={interpolate(work.documents.progressLabel, { name: entry.name })}
                    className="h-2 w-full max-w-sm accent-brand-700"
                  />
                  <span className="text-sm text-stone-700 tabular-nums">
                    {interpolate(work.documents.uploading, { percent })}
                  </span>
                </div>
              )}
              {/* A finished upload is announced politely, a refused one at once; progress ticks are not. */}
              <div role="status">
                {entry.status === 'done' && (
                  <p className="mt-1 text-sm font-medium text-emerald-900">
                    {interpolate(work.documents.uploadedNotice, { name: entry.name })}
                  </p>
                )}
              </div>
              {entry.status === 'failed' && (
                <p role="alert" className="mt-1 text-sm font-medium text-red-900">
                  <span className="sr-only">{work.documents.uploadFailed}: </span>
                  {entry.message}
                </p>
              )}
            </div>
            {entry.status !== 'uploading' && (
              <button
                type="button"
                onClick={() => onDismiss(entry.id)}
                aria-label={interpolate(work.documents.dismissLabel, { name: entry.name })}
                className="min-h-11 rounded-md px-3 text-stone-800 hover:bg-stone-100"
              >
                {work.documents.dismiss}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

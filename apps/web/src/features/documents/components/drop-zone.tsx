import { DOCUMENT_MAX_BYTES, interpolate } from '@afscheid/shared';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import { ALLOWED_EXTENSIONS, DOCUMENT_ACCEPT, formatFileSize } from '../lib/file-check.ts';

const hasFiles = (event: { dataTransfer: DataTransfer | null }) =>
  Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Where files are added: dragged onto the zone, or chosen with the "Bestand kiezen" button (the way for the
 * keyboard and for touch screens). Several files at once are fine.
 */
export function DropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const zoneRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  // dragenter/dragleave also fire for the zone's children: count them to know when the pointer really left.
  const depth = useRef(0);

  // A file dropped just beside the zone would make the browser open it and leave the page: refuse it there.
  useEffect(() => {
    const outside = (event: globalThis.DragEvent) => {
      if (!hasFiles(event) || zoneRef.current?.contains(event.target as Node)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', outside);
    window.addEventListener('drop', outside);
    return () => {
      window.removeEventListener('dragover', outside);
      window.removeEventListener('drop', outside);
    };
  }, []);

  const onDragEnter = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setOver(true);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!hasFiles(event)) return;
    // Without this the browser would open the file instead of handing it to the page.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    depth.current = 0;
    setOver(false);
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (files.length > 0) onFiles(files);
  };
  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Empty the input so choosing the same file again still reports a change.
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      ref={zoneRef}
      data-testid="drop-zone"
      data-over={over || undefined}
      onDragEnter={onDragEnter}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      className={cx(
        'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-6 py-8 text-center transition-colors',
        over ? 'border-brand-700 bg-brand-50' : 'border-stone-300 bg-stone-50',
      )}
    >
      <p className="font-medium text-stone-900">
        {over ? work.documents.dropActive : work.documents.dropHint}
      </p>
      <Button variant="secondary" aria-describedby={hintId} onClick={() => inputRef.current?.click()}>
        {work.documents.choose}
      </Button>
      <p id={hintId} className="text-sm text-stone-700">
        {interpolate(work.documents.allowed, {
          types: ALLOWED_EXTENSIONS.join(', '),
          size: formatFileSize(DOCUMENT_MAX_BYTES),
        })}
      </p>
      {/* The picker itself stays hidden: the button above opens it and is what keyboard users reach. */}
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={DOCUMENT_ACCEPT}
        onChange={onChoose}
        tabIndex={-1}
        aria-hidden="true"
        className="hidden"
        data-testid="document-input"
      />
    </div>
  );
}

import type { DocumentData, DossierDocumentType } from '@afscheid/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api/errors.ts';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { checkDocumentFile } from '../lib/file-check.ts';
import { uploadDocument } from '../lib/upload.ts';
import { dossierKeys } from '../../dossiers/index.ts';
import { documentKeys } from './documents-api.ts';

export interface UploadEntry {
  id: string;
  name: string;
  size: number;
  status: 'uploading' | 'done' | 'failed';
  /** 0 to 1. */
  progress: number;
  /** Why it failed (the client's check or the server's Dutch message). */
  message: string | null;
}

let counter = 0;

/** The server's reason: the message on the `file` field of a 422, else the answer's message. */
function failureText(error: unknown): string {
  if (!isApiError(error)) return nl.errors.serverNoReference;
  return error.errors.file?.[0] ?? error.message;
}

/**
 * The uploads of one dossier's documentation tab: each file is checked first (a refused file is listed with the
 * reason and not sent), then sent with its own progress and the chosen document type. A finished upload joins
 * the document list at once, and the dossier header's missing documents are fetched again.
 * Uploads still running when the tab closes are cancelled.
 */
export function useUploads(dossierId: string) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const patch = useCallback((id: string, change: Partial<UploadEntry>) => {
    setEntries((list) => list.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
  }, []);

  const upload = useCallback(
    async (id: string, file: File, documentType: DossierDocumentType) => {
      const controller = new AbortController();
      controllers.current.set(id, controller);
      try {
        const saved = await uploadDocument(dossierId, file, {
          documentType,
          signal: controller.signal,
          onProgress: (progress) => patch(id, { progress }),
        });
        patch(id, { status: 'done', progress: 1 });
        queryClient.setQueryData<DocumentData[]>(documentKeys.list(dossierId), (list) =>
          list ? [saved, ...list.filter((item) => item.id !== saved.id)] : list,
        );
        void queryClient.invalidateQueries({ queryKey: documentKeys.list(dossierId) });
        // The header's "Nog ontbrekende documenten" ticks off by type.
        void queryClient.invalidateQueries({ queryKey: dossierKeys.detail(dossierId), exact: true });
      } catch (error) {
        if (controller.signal.aborted) return;
        patch(id, { status: 'failed', message: failureText(error) });
      } finally {
        controllers.current.delete(id);
      }
    },
    [dossierId, patch, queryClient],
  );

  const start = useCallback(
    (files: readonly File[], documentType: DossierDocumentType = 'other') => {
      const added: UploadEntry[] = [];
      const toSend: [string, File][] = [];
      for (const file of files) {
        const id = `upload-${++counter}`;
        const problem = checkDocumentFile(file);
        added.push({
          id,
          name: file.name,
          size: file.size,
          status: problem ? 'failed' : 'uploading',
          progress: 0,
          message: problem,
        });
        if (!problem) toSend.push([id, file]);
      }
      setEntries((list) => [...added, ...list]);
      for (const [id, file] of toSend) void upload(id, file, documentType);
    },
    [upload],
  );

  const dismiss = useCallback((id: string) => {
    setEntries((list) => list.filter((entry) => entry.id !== id));
  }, []);

  return { entries, start, dismiss };
}

import {
  DOSSIER_DOCUMENT_TYPE_LABELS,
  formatDateTime,
  interpolate,
  messages,
  type DocumentData,
  type DossierDocumentType,
} from '@afscheid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { IfCan, useGate } from '../../../lib/gate/gate-components.tsx';
import { work } from '../../../lib/i18n/nl-NL.work.ts';
import { useDossierReadOnly } from '../../tasks/index.ts';
import { dossierKeys } from '../../dossiers/index.ts';
import { changeDocumentType, deleteDocument, documentKeys, listDocuments } from '../api/documents-api.ts';
import { useUploads } from '../api/use-uploads.ts';
import { DocumentTypeSelect } from '../components/document-type-select.tsx';
import { DropZone } from '../components/drop-zone.tsx';
import { FileName } from '../components/file-name.tsx';
import { UploadList } from '../components/upload-list.tsx';
import { documentTypeLabel, formatFileSize } from '../lib/file-check.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import type { Notice } from '../../../components/ui/notice.tsx';
import { GenerateDocumentButton, GeneratedNotice, generatedFromText } from '../../generatables/index.ts';

const typeTexts = messages.documentChecklist.tab;

/** The outcome of the last action: a plain notice, or a generated document with its download link. */
type TabNotice = Notice | { generated: DocumentData };

/**
 * `/dossiers/{id}/documentation`: the dossier's files. Add them by dragging or with "Bestand kiezen" (checked
 * here first, then by the server) as the chosen document type, see each upload's progress, change a document's
 * type, download and delete them. The header's "Nog ontbrekende documenten" ticks off by type. "Document maken"
 * generates one of the organisation's documents from the dossier (a generated one says what it was made from).
 */
export function DossierDocumentationTab() {
  const { id = '' } = useParams();
  const headingId = useId();
  const uploadHeadingId = useId();
  const queryClient = useQueryClient();
  const readOnly = useDossierReadOnly();
  const gate = useGate();
  const canDelete = gate.can('documents.delete') && !readOnly;
  const canChangeType = gate.can('documents.update') && !readOnly;
  const key = documentKeys.list(id);
  const {
    data: documents,
    isPending,
    isError,
    error,
    refetch,
  } = useQuery({ queryKey: key, queryFn: () => listDocuments(id) });
  const uploads = useUploads(id);
  const [notice, setNotice] = useState<TabNotice>(null);
  const [removing, setRemoving] = useState<DocumentData | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [uploadType, setUploadType] = useState<DossierDocumentType>('other');
  /** The dossier header's missing documents follow the documents' types. */
  const refreshChecklist = () =>
    void queryClient.invalidateQueries({ queryKey: dossierKeys.detail(id), exact: true });

  const changeType = useMutation({
    mutationFn: ({ target, documentType }: { target: DocumentData; documentType: DossierDocumentType }) =>
      changeDocumentType(id, target.id, documentType),
    onSuccess: (saved) => {
      queryClient.setQueryData<DocumentData[]>(key, (list) =>
        list?.map((other) => (other.id === saved.id ? saved : other)),
      );
      void queryClient.invalidateQueries({ queryKey: key });
      refreshChecklist();
      setNotice({
        tone: 'success',
        text: interpolate(typeTexts.typeChanged, {
          name: saved.fileName,
          type: DOSSIER_DOCUMENT_TYPE_LABELS[saved.documentType],
        }),
      });
    },
    onError: (failure, { target }) =>
      setNotice({
        tone: 'error',
        text: interpolate(typeTexts.typeChangeFailed, { name: target.fileName, reason: errorText(failure) }),
      }),
  });

  const remove = useMutation({
    mutationFn: (target: DocumentData) => deleteDocument(id, target.id),
    onSuccess: (_result, removed) => {
      setRemoving(null);
      queryClient.setQueryData<DocumentData[]>(key, (list) =>
        list?.filter((other) => other.id !== removed.id),
      );
      void queryClient.invalidateQueries({ queryKey: key });
      refreshChecklist();
      setNotice({ tone: 'success', text: interpolate(work.documents.removed, { name: removed.fileName }) });
    },
    onError: (failure) => setRemoveError(errorText(failure)),
  });

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-stone-900">
            {work.documents.heading}
          </h2>
          <p className="mt-1 text-stone-700">{work.documents.intro}</p>
        </div>
        {!readOnly && (
          <IfCan permission="documents.create">
            <GenerateDocumentButton
              dossierId={id}
              onOpen={() => setNotice(null)}
              onGenerated={(generated) => {
                void queryClient.invalidateQueries({ queryKey: key });
                refreshChecklist();
                setNotice({ generated });
              }}
            />
          </IfCan>
        )}
      </div>

      {!readOnly && (
        <IfCan permission="documents.create">
          <section aria-labelledby={uploadHeadingId} className="mt-4 space-y-3">
            <h3 id={uploadHeadingId} className="sr-only">
              {work.documents.dropTitle}
            </h3>
            <DocumentTypeSelect
              value={uploadType}
              onChange={setUploadType}
              description={typeTexts.typeHelp}
              className="max-w-md"
            />
            <DropZone
              onFiles={(files) => {
                setNotice(null);
                uploads.start(files, uploadType);
              }}
            />
            <UploadList entries={uploads.entries} onDismiss={uploads.dismiss} />
          </section>
        </IfCan>
      )}

      <div aria-live="polite" className="mt-4">
        {notice &&
          ('generated' in notice ? (
            <GeneratedNotice document={notice.generated} />
          ) : (
            <Alert tone={notice.tone}>{notice.text}</Alert>
          ))}
      </div>

      {isPending && <p className="mt-4 text-stone-700">{work.common.loading}</p>}
      {isError && (
        <Alert tone="error" className="mt-4">
          {work.documents.loadFailed} {errorText(error)}{' '}
          <button type="button" className="underline" onClick={() => void refetch()}>
            {work.common.retry}
          </button>
        </Alert>
      )}
      {documents && documents.length === 0 && <p className="mt-4 text-stone-700">{work.documents.none}</p>}
      {documents && documents.length > 0 && (
        <div className="mt-4 overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
          <table className="w-full text-left" data-testid="documents-table">
            <caption className="sr-only">{work.documents.caption}</caption>
            <thead className="bg-stone-50 text-sm text-stone-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {work.documents.name}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {typeTexts.typeColumn}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {typeTexts.fileTypeColumn}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {work.documents.size}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {work.documents.uploadedBy}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {work.documents.uploadedAt}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {work.documents.actions}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {documents.map((item) => (
                <tr key={item.id}>
                  <th scope="row" className="min-w-40 px-4 py-3 font-medium wrap-anywhere">
                    <FileName name={item.fileName} />
                    {item.generatable && (
                      <span className="mt-1 block text-sm font-normal text-stone-700">
                        {generatedFromText(item)}
                      </span>
                    )}
                  </th>
                  <td className="min-w-56 px-4 py-2">
                    {canChangeType ? (
                      <DocumentTypeSelect
                        hideLabel
                        label={interpolate(typeTexts.changeTypeLabel, { name: item.fileName })}
                        value={item.documentType}
                        disabled={changeType.isPending && changeType.variables?.target.id === item.id}
                        onChange={(documentType) => {
                          setNotice(null);
                          changeType.mutate({ target: item, documentType });
                        }}
                      />
                    ) : (
                      DOSSIER_DOCUMENT_TYPE_LABELS[item.documentType]
                    )}
                  </td>
                  <td className="px-4 py-3">{documentTypeLabel(item.mimeType, item.fileName)}</td>
                  <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                    {formatFileSize(item.size)}
                  </td>
                  <td className="px-4 py-3">{item.uploadedBy?.name ?? work.common.unknownUser}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-wrap items-center gap-2">
                      <a
                        href={item.downloadUrl}
                        download={item.fileName}
                        aria-label={interpolate(work.documents.downloadLabel, { name: item.fileName })}
                        className="inline-flex min-h-11 items-center rounded-md px-2 font-medium"
                      >
                        {work.documents.download}
                      </a>
                      {canDelete && (
                        <Button
                          variant="ghost"
                          aria-label={interpolate(work.documents.removeLabel, { name: item.fileName })}
                          onClick={() => {
                            setNotice(null);
                            setRemoveError(null);
                            setRemoving(item);
                          }}
                        >
                          {work.documents.remove}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <ConfirmDialog
        open={removing !== null}
        title={work.documents.removeTitle}
        confirmLabel={work.documents.remove}
        busyLabel={work.common.deleting}
        busy={remove.isPending}
        error={removeError}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        <p>{interpolate(work.documents.removeBody, { name: removing?.fileName ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}

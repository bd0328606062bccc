import { interpolate, type TemplateData } from '@afscheid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { NoticeRegion, type Notice } from '../../../components/ui/notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { IfCan, useGate } from '../../../lib/gate/gate-components.tsx';
import { useSession } from '../../auth/index.ts';
import { deleteTemplate, listTemplates } from '../api/templates-api.ts';
import { templateKeys } from '../api/query-keys.ts';
import { MergeFieldCatalogue } from '../components/merge-field-catalogue.tsx';
import { TemplateList } from '../components/template-list.tsx';
import { TemplateUploadForm } from '../components/template-upload-form.tsx';
import { nlTemplates } from '../lib/texts.ts';

const texts = nlTemplates.tab;

/**
 * `/organizations/{id}/templates`: the active organisation's Word templates (download, delete), the upload for
 * owners and admins, and beside it (below it on a phone) the merge codes a template may use. The templates API
 * serves the active organisation only: for another organisation the tab says to switch, as the places tab does.
 */
export function OrganizationTemplatesTab() {
  const { id = '' } = useParams();
  const activeId = useSession().user?.activeOrganizationId ?? null;
  if (activeId === null || activeId !== id) {
    return <Alert tone="info">{activeId === null ? texts.noOrganization : texts.otherOrganization}</Alert>;
  }
  return <TemplatesOfOrganization organizationId={id} />;
}

function TemplatesOfOrganization({ organizationId }: { organizationId: string }) {
  const headingId = useId();
  const listHeadingId = useId();
  const queryClient = useQueryClient();
  const gate = useGate();
  const key = templateKeys.list(organizationId);
  const { data, isPending, isError, error, refetch } = useQuery({ queryKey: key, queryFn: listTemplates });
  const [notice, setNotice] = useState<Notice>(null);
  const [removing, setRemoving] = useState<TemplateData | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const remove = useMutation({
    mutationFn: (target: TemplateData) => deleteTemplate(target.id),
    onSuccess: (_result, removed) => {
      setRemoving(null);
      queryClient.setQueryData<TemplateData[]>(key, (list) =>
        list?.filter((other) => other.id !== removed.id),
      );
      void queryClient.invalidateQueries({ queryKey: templateKeys.all });
      setNotice({ tone: 'success', text: interpolate(nlTemplates.list.removed, { name: removed.name }) });
    },
    onError: (failure) => setRemoveError(errorText(failure)),
  });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-stone-900">
        {texts.heading}
      </h2>
      <p className="mt-1 max-w-3xl text-stone-700">{texts.intro}</p>
      <NoticeRegion notice={notice} className="mt-4" />

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(18rem,24rem)] lg:items-start">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby={listHeadingId}>
            <h3 id={listHeadingId} className="text-lg font-semibold text-stone-900">
              {nlTemplates.list.heading}
            </h3>
            {isPending && <p className="mt-2 text-stone-700">{nlTemplates.common.loading}</p>}
            {isError && (
              <Alert tone="error" className="mt-2">
                {nlTemplates.list.loadFailed} {errorText(error)}{' '}
                <button type="button" className="underline" onClick={() => void refetch()}>
                  {nlTemplates.common.retry}
                </button>
              </Alert>
            )}
            {data && data.length === 0 && <p className="mt-2 text-stone-700">{nlTemplates.list.none}</p>}
            {data && data.length > 0 && (
              <div className="mt-3">
                <TemplateList
                  templates={data}
                  canDelete={gate.can('templates.delete')}
                  onDelete={(template) => {
                    setNotice(null);
                    setRemoveError(null);
                    setRemoving(template);
                  }}
                />
              </div>
            )}
          </section>
          <IfCan permission="templates.create">
            <TemplateUploadForm
              onUploaded={(template) => {
                queryClient.setQueryData<TemplateData[]>(key, (list) =>
                  list ? [...list, template] : [template],
                );
                void queryClient.invalidateQueries({ queryKey: templateKeys.all });
                setNotice(null);
              }}
            />
          </IfCan>
        </div>
        <MergeFieldCatalogue className="max-h-[70dvh] overflow-y-auto lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)]" />
      </div>

      <ConfirmDialog
        open={removing !== null}
        title={nlTemplates.list.removeTitle}
        confirmLabel={nlTemplates.list.remove}
        busyLabel={nlTemplates.common.deleting}
        busy={remove.isPending}
        error={removeError}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      >
        <p>{interpolate(nlTemplates.list.removeBody, { name: removing?.name ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}

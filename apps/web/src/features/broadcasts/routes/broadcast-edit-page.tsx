import { interpolate, type BroadcastData } from '@afscheid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { dossierLabel, type DossierChoice } from '../../../components/dossier-picker.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { linkButtonClass } from '../../../components/ui/link-button.ts';
import { NoticeRegion } from '../../../components/ui/notice.tsx';
import { PageProblem } from '../../../components/ui/page-problem.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useVersionedForm, VersionedFormDialogs } from '../../../components/versioned-form/index.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { usePreloadSchemas } from '../../../lib/forms/lazy-resolver.ts';
import { IfCan } from '../../../lib/gate/gate-components.tsx';
import { deleteBroadcast, getBroadcast, updateBroadcast } from '../api/broadcasts-api.ts';
import { broadcastKeys } from '../api/query-keys.ts';
import { AccessPanel } from '../components/access-panel.tsx';
import { BroadcastFields } from '../components/broadcast-fields.tsx';
import { BroadcastStatusBadge } from '../components/status-badge.tsx';
import {
  BROADCAST_FIELDS,
  broadcastChanges,
  broadcastConflictFields,
  isBroadcast,
  toBroadcastValues,
  type BroadcastEditData,
  type BroadcastFormValues,
} from '../lib/broadcast-form.ts';
import { broadcastSchemas } from '../lib/broadcast-resolvers.ts';
import { remapBroadcastError } from '../lib/server-errors.ts';
import { nlBroadcasts } from '../lib/texts.ts';

const texts = nlBroadcasts.form;
const resolver = broadcastSchemas.resolver<BroadcastFormValues, BroadcastEditData>('editBroadcast');

/**
 * `/places/{place}/broadcast/{id}/edit`: the access code and the public link first (copy, "Nieuwe code", "Delen
 * per e-mail"), then the versioned form with the status (409 → the conflict dialog), and delete.
 */
export function BroadcastEditPage() {
  const { place: placeId = '', id = '' } = useParams();
  const location = useLocation();
  const {
    data: broadcast,
    isPending,
    isError,
    error,
  } = useQuery({
    queryKey: broadcastKeys.detail(placeId, id),
    queryFn: () => getBroadcast(placeId, id),
  });
  if (isPending) return <p className="text-stone-700">{nlBroadcasts.common.loading}</p>;
  if (isError || !broadcast) {
    return (
      <PageProblem
        title={texts.editHeading}
        back={{ to: `/places/${placeId}`, label: nlBroadcasts.list.heading }}
      >
        {isApiError(error) && (error.status === 404 || error.status === 403)
          ? error.message
          : `${texts.loadFailed} ${errorText(error)}`}
      </PageProblem>
    );
  }
  const initialNotice = (location.state as { notice?: string } | null)?.notice ?? null;
  return <BroadcastEditView key={broadcast.id} broadcast={broadcast} initialNotice={initialNotice} />;
}

function BroadcastEditView({
  broadcast,
  initialNotice,
}: {
  broadcast: BroadcastData;
  initialNotice: string | null;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const placePath = `/places/${broadcast.place.id}`;
  const key = broadcastKeys.detail(broadcast.place.id, broadcast.id);
  // The form starts from this record; a new code (a new version) restarts an untouched form from the new one.
  const [formRecord, setFormRecord] = useState(broadcast);
  const dirty = useRef(false);
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const remove = useMutation({
    mutationFn: () => deleteBroadcast(broadcast.place.id, broadcast.id),
    onSuccess: async () => {
      setConfirmingRemove(false);
      queryClient.removeQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: broadcastKeys.list(broadcast.place.id) });
      await navigate(placePath, {
        state: { notice: interpolate(nlBroadcasts.remove.removed, { title: broadcast.title }) },
      });
    },
    onError: (failure) => setRemoveError(errorText(failure)),
  });

  return (
    <div className="max-w-3xl">
      <p>
        <Link to={placePath}>{interpolate(texts.backToPlace, { name: broadcast.place.name })}</Link>
      </p>
      <PageTitle className="mt-2">{texts.editHeading}</PageTitle>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-stone-700">
        <span className="font-medium text-stone-900">{broadcast.title}</span>
        <BroadcastStatusBadge status={broadcast.status} />
      </p>
      <NoticeRegion
        notice={initialNotice ? { tone: 'success', text: initialNotice } : null}
        className="mt-4"
      />
      <AccessPanel
        broadcast={broadcast}
        onRegenerated={(next) => {
          queryClient.setQueryData(key, next);
          void queryClient.invalidateQueries({ queryKey: broadcastKeys.list(broadcast.place.id) });
          if (!dirty.current && next.version !== formRecord.version) setFormRecord(next);
        }}
      />
      <BroadcastEditForm
        key={formRecord.version}
        initial={formRecord}
        onDirtyChange={(value) => {
          dirty.current = value;
        }}
        onSaved={(saved) => queryClient.setQueryData(key, saved)}
      />
      <IfCan permission="broadcasts.delete">
        <div className="mt-10 border-t border-stone-200 pt-6">
          <Button
            variant="ghost"
            onClick={() => {
              setRemoveError(null);
              setConfirmingRemove(true);
            }}
          >
            {nlBroadcasts.remove.button}
          </Button>
        </div>
      </IfCan>
      <ConfirmDialog
        open={confirmingRemove}
        title={nlBroadcasts.remove.title}
        confirmLabel={nlBroadcasts.remove.confirm}
        busyLabel={nlBroadcasts.common.deleting}
        busy={remove.isPending}
        error={removeError}
        onCancel={() => setConfirmingRemove(false)}
        onConfirm={() => remove.mutate()}
      >
        <p>{interpolate(nlBroadcasts.remove.body, { title: broadcast.title })}</p>
      </ConfirmDialog>
    </div>
  );
}

function BroadcastEditForm({
  initial,
  onDirtyChange,
  onSaved,
}: {
  initial: BroadcastData;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: (saved: BroadcastData) => void;
}) {
  const queryClient = useQueryClient();
  usePreloadSchemas(broadcastSchemas);
  const dossiers = useRef(
    new Map<string, DossierChoice>(initial.dossier ? [[initial.dossier.id, initial.dossier]] : []),
  );
  const dossierOf = (id: string) => dossiers.current.get(id);
  const nameOf = (id: string) => {
    const dossier = dossierOf(id);
    return dossier && dossierLabel(dossier);
  };
  const versioned = useVersionedForm<BroadcastData, BroadcastFormValues, BroadcastEditData>({
    record: initial,
    toValues: (record) => {
      if (record.dossier) dossiers.current.set(record.dossier.id, record.dossier);
      return toBroadcastValues(record);
    },
    resolver,
    save: async (values, base) => {
      const changes = broadcastChanges(base, values);
      if (Object.keys(changes).length === 0) return base;
      try {
        return await updateBroadcast(base.place.id, base.id, { version: base.version, ...changes });
      } catch (failure) {
        throw remapBroadcastError(failure);
      }
    },
    isRecord: isBroadcast,
    conflictFields: () => broadcastConflictFields(nameOf),
    conflictTexts: nlBroadcasts.conflict,
    leaveTexts: nlBroadcasts.leaveGuard,
    fieldNames: () => BROADCAST_FIELDS,
    onSaved: (saved) => {
      onSaved(saved);
      void queryClient.invalidateQueries({ queryKey: broadcastKeys.list(saved.place.id) });
    },
    onTheirs: onSaved,
  });
  useEffect(() => onDirtyChange(versioned.dirty), [versioned.dirty, onDirtyChange]);

  return (
    <section className="mt-8">
      {versioned.notice && (
        <Alert tone="info" className="mb-4">
          {versioned.notice}
        </Alert>
      )}
      {versioned.error && (
        <Alert tone="error" className="mb-4">
          {versioned.error}
        </Alert>
      )}
      <NoticeRegion
        notice={versioned.savedAt && !versioned.dirty ? { tone: 'success', text: texts.saved } : null}
        className="mb-4"
      />
      <form noValidate onSubmit={(event) => void versioned.submit(event)} className="space-y-6">
        <BroadcastFields
          form={versioned.form}
          withStatus
          dossierOf={dossierOf}
          onDossierChosen={(choice) => dossiers.current.set(choice.id, choice)}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={versioned.saving} busyLabel={texts.saving}>
            {texts.save}
          </Button>
          <Link to={`/places/${initial.place.id}`} className={linkButtonClass}>
            {nlBroadcasts.common.cancel}
          </Link>
        </div>
      </form>
      <VersionedFormDialogs versioned={versioned} />
    </section>
  );
}

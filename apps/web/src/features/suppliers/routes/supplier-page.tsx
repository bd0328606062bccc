import { formatDate, formatDateTime, interpolate, type SupplierData } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { linkButtonClass } from '../../../components/ui/link-button.ts';
import { NoticeRegion } from '../../../components/ui/notice.tsx';
import { PageProblem } from '../../../components/ui/page-problem.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { isApiError } from '../../../lib/api/errors.ts';
import { IfCan, useGate } from '../../../lib/gate/gate-components.tsx';
import { supplierKeys } from '../api/query-keys.ts';
import { deleteSupplier } from '../api/suppliers-api.ts';
import { useSupplier } from '../api/use-supplier.ts';
import { SupplierArticles } from '../components/supplier-articles.tsx';
import { SupplierStatusBadge } from '../components/status-badge.tsx';
import { addressLines, displayIban, kindLabel, telHref } from '../lib/labels.ts';
import { nlSuppliers } from '../lib/texts.ts';

const texts = nlSuppliers.detail;

/** `/suppliers/{id}`: a supplier's details, its articles, edit and delete. */
export function SupplierPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const { data: supplier, isPending, isError, error } = useSupplier(id);

  if (isPending) return <p className="text-stone-700">{nlSuppliers.common.loading}</p>;
  if (isError || !supplier) {
    return (
      <PageProblem title={nlSuppliers.list.heading} back={{ to: '/suppliers', label: texts.backToList }}>
        {isApiError(error) && (error.status === 404 || error.status === 403)
          ? error.message
          : `${texts.loadFailed} ${errorText(error)}`}
      </PageProblem>
    );
  }
  const initialNotice = (location.state as { notice?: string } | null)?.notice ?? null;
  return <SupplierDetails key={supplier.id} supplier={supplier} initialNotice={initialNotice} />;
}

function SupplierDetails({ supplier, initialNotice }: { supplier: SupplierData; initialNotice: string | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const gate = useGate();
  const detailsId = useId();
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const notice = initialNotice ? ({ tone: 'success', text: initialNotice } as const) : null;
  const address = addressLines(supplier);

  const remove = useMutation({
    mutationFn: () => deleteSupplier(supplier.id),
    onSuccess: async () => {
      setConfirming(false);
      queryClient.removeQueries({ queryKey: supplierKeys.detail(supplier.id) });
      void queryClient.invalidateQueries({ queryKey: supplierKeys.all });
      await navigate('/suppliers', {
        state: { notice: interpolate(texts.removed, { name: supplier.name }) },
      });
    },
    // A 409 says why (articles still name the supplier) and suggests "Inactief".
    onError: (failure) => setRemoveError(errorText(failure)),
  });

  return (
    <div className="max-w-4xl">
      <p>
        <Link to="/suppliers">{texts.backToList}</Link>
      </p>
      <header className="mt-3 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <PageTitle>{supplier.name}</PageTitle>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-stone-700">
            <span>{kindLabel(supplier.kind)}</span>
            <SupplierStatusBadge status={supplier.status} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <IfCan permission="suppliers.update">
            <Link to={`/suppliers/${supplier.id}/edit`} className={linkButtonClass}>
              {texts.edit}
            </Link>
          </IfCan>
          <IfCan permission="suppliers.delete">
            <Button
              variant="ghost"
              onClick={() => {
                setRemoveError(null);
                setConfirming(true);
              }}
            >
              {texts.remove}
            </Button>
          </IfCan>
        </div>
      </header>

      <NoticeRegion notice={notice} className="mt-4" />

      <section aria-labelledby={detailsId} className="mt-6 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
        <h2 id={detailsId} className="text-lg font-semibold text-stone-900">
          {texts.details}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Detail label={texts.contactPerson}>{supplier.contactPerson ?? texts.none}</Detail>
          <Detail label={texts.address}>
            {address.length === 0
              ? texts.none
              : address.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
          </Detail>
          <Detail label={texts.phone}>
            {supplier.phone ? (
              <a href={telHref(supplier.phone)} aria-label={interpolate(texts.call, { name: supplier.name })}>
                {supplier.phone}
              </a>
            ) : (
              texts.none
            )}
          </Detail>
          <Detail label={texts.email}>
            {supplier.email ? (
              <a
                href={`mailto:${supplier.email}`}
                aria-label={interpolate(texts.mail, { name: supplier.name })}
                className="break-all"
              >
                {supplier.email}
              </a>
            ) : (
              texts.none
            )}
          </Detail>
          <Detail label={texts.kvkNumber}>{supplier.kvkNumber ?? texts.none}</Detail>
          <Detail label={texts.iban}>
            {supplier.iban ? <span className="tabular-nums">{displayIban(supplier.iban)}</span> : texts.none}
          </Detail>
          <Detail label={texts.notes} wide>
            {supplier.notes ? <span className="whitespace-pre-wrap">{supplier.notes}</span> : texts.none}
          </Detail>
          <Detail label={texts.createdAt}>{formatDate(supplier.createdAt)}</Detail>
          <Detail label={texts.updatedAt}>{formatDateTime(supplier.updatedAt)}</Detail>
        </dl>
      </section>

      {gate.can('articles.view') && <SupplierArticles supplier={supplier} />}

      <ConfirmDialog
        open={confirming}
        title={texts.removeTitle}
        confirmLabel={texts.remove}
        busyLabel={nlSuppliers.common.deleting}
        busy={remove.isPending}
        error={removeError}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
      >
        <p>{interpolate(texts.removeBody, { name: supplier.name })}</p>
      </ConfirmDialog>
    </div>
  );
}

function Detail({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd className="mt-1 text-stone-900">{children}</dd>
    </div>
  );
}

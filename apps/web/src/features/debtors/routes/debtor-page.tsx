import { interpolate, type Debtor } from '@afscheid/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CardSection } from '../../../components/ui/card-section.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { linkButtonClass } from '../../../components/ui/link-button.ts';
import { PageProblem } from '../../../components/ui/page-problem.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { IfCan } from '../../../lib/gate/gate-components.tsx';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { nlDebtors as texts } from '../../../lib/i18n/nl-NL.debtors.ts';
import { deleteDebtor } from '../api/debtors-api.ts';
import { debtorKeys } from '../api/query-keys.ts';
import { useDebtor } from '../api/use-debtor.ts';
import { addressLines, contactName, invoiceMethodLabel, kindLabel, wefactLabel } from '../lib/debtor-display.ts';
import { DebtorInvoices } from '../../invoicing/index.ts';

const detail = texts.detail;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="font-medium text-stone-700">{label}</dt>
      <dd className="mt-1 text-stone-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

/** `/debtors/{id}`: the debtor's details, the dossier it came from, edit and delete. */
export function DebtorPage() {
  const { id = '' } = useParams();
  const { data: debtor, isPending, isError, error } = useDebtor(id);
  if (isPending) return <p className="text-stone-700">{texts.common.loading}</p>;
  if (isError || !debtor) {
    return (
      <PageProblem title={nl.titles.debtor} back={{ to: '/debtors', label: detail.back }}>
        {isApiError(error) && error.status === 404 ? detail.notFound : detail.loadFailed}
      </PageProblem>
    );
  }
  return <DebtorDetails debtor={debtor} />;
}

function DebtorDetails({ debtor }: { debtor: Debtor }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;
  const remove = useMutation({
    mutationFn: () => deleteDebtor(debtor.id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: debtorKeys.detail(debtor.id) });
      void queryClient.invalidateQueries({ queryKey: debtorKeys.all });
      await navigate('/debtors', { state: { notice: interpolate(detail.deleted, { name: debtor.displayName }) } });
    },
  });
  const address = addressLines(debtor);
  const contact = contactName(debtor);
  const none = texts.common.none;

  return (
    <div className="max-w-3xl">
      <p>
        <Link to="/debtors">{detail.back}</Link>
      </p>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-4">
        <div>
          <PageTitle>{debtor.displayName}</PageTitle>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-stone-700">
            {kindLabel(debtor.kind)}
            <Badge tone={debtor.wefactDebtorCode ? 'success' : 'muted'}>{wefactLabel(debtor)}</Badge>
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <IfCan permission="debtors.update">
            <Link to={`/debtors/${encodeURIComponent(debtor.id)}/edit`} className={linkButtonClass}>
              {detail.edit}
            </Link>
          </IfCan>
          <IfCan permission="debtors.delete">
            <Button
              variant="danger"
              onClick={() => {
                remove.reset();
                setConfirming(true);
              }}
            >
              {detail.delete}
            </Button>
          </IfCan>
        </div>
      </div>
      <div aria-live="polite" className="mt-4">
        {notice && <Alert tone="success">{notice}</Alert>}
      </div>

      <CardSection title={detail.details} className="mt-6">
        <dl className="mt-3 divide-y divide-stone-200">
          <Row label={detail.kind}>{kindLabel(debtor.kind)}</Row>
          <Row label={detail.name}>{debtor.displayName}</Row>
          {debtor.kind === 'company' && <Row label={detail.contact}>{contact || none}</Row>}
          {debtor.kind === 'company' && <Row label={detail.kvk}>{debtor.kvkNumber ?? none}</Row>}
          {debtor.kind === 'company' && <Row label={detail.vat}>{debtor.vatNumber ?? none}</Row>}
          <Row label={detail.address}>
            {address.length ? address.map((line) => <span key={line} className="block">{line}</span>) : none}
          </Row>
          <Row label={detail.email}>
            {debtor.email ? <a href={`mailto:${debtor.email}`}>{debtor.email}</a> : none}
          </Row>
          <Row label={detail.phone}>{debtor.phone ? <a href={`tel:${debtor.phone}`}>{debtor.phone}</a> : none}</Row>
          <Row label={detail.iban}>{debtor.iban ?? none}</Row>
          <Row label={detail.invoiceMethod}>{invoiceMethodLabel(debtor.invoiceMethod)}</Row>
          <Row label={detail.wefact}>{wefactLabel(debtor)}</Row>
          <Row label={detail.sourceDossier}>
            {debtor.sourceDossier ? (
              <Link to={`/dossiers/${encodeURIComponent(debtor.sourceDossier.id)}`}>{debtor.sourceDossier.number}</Link>
            ) : (
              none
            )}
          </Row>
          <Row label={detail.notes}>
            {debtor.notes ? <span className="whitespace-pre-line">{debtor.notes}</span> : none}
          </Row>
        </dl>
      </CardSection>

      <div className="mt-6">
        <DebtorInvoices debtorId={debtor.id} />
      </div>

      <ConfirmDialog
        open={confirming}
        title={detail.confirmDeleteTitle}
        confirmLabel={detail.confirmDeleteButton}
        busyLabel={texts.common.deleting}
        busy={remove.isPending}
        error={remove.isError ? (isApiError(remove.error) ? remove.error.message : nl.errors.serverNoReference) : null}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      >
        {interpolate(detail.confirmDelete, { name: debtor.displayName })}
      </ConfirmDialog>
    </div>
  );
}

import {
  formatMoney,
  interpolate,
  VAT_RATE_LABELS,
  type BudgetData,
  type BudgetLineData,
} from '@afscheid/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { useGate } from '../../../lib/gate/gate-components.tsx';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { useDossierReadOnly } from '../../tasks/index.ts';
import { creditBudgetLine, deleteBudgetLine, getBudget } from '../api/budget-api.ts';
import { budgetKeys } from '../api/query-keys.ts';
import { BudgetHistory } from '../components/budget-history.tsx';
import { BudgetInvoices, BudgetInvoicingActions } from '../components/budget-invoicing-actions.tsx';
import { BudgetLineCreateDialog, BudgetLineEditDialog } from '../components/budget-line-dialog.tsx';
import { BudgetOverviewDialog } from '../components/budget-overview-dialog.tsx';
import { SectionOrderDialog } from '../components/section-order-dialog.tsx';
import { VAT_SHORT_LABELS, formatDiscount, overviewRows, quantityWithUnit } from '../lib/budget-format.ts';
import { budgetTexts as t } from '../lib/texts.ts';

type Confirm = { kind: 'delete' | 'credit'; line: BudgetLineData } | null;

const failure = (error: unknown) => (isApiError(error) ? error.message : nl.errors.serverNoReference);

function InvoiceState({ line }: { line: BudgetLineData }) {
  if (line.invoice) {
    const status = t.invoiceStatuses[line.invoice.status] ?? line.invoice.status;
    return (
      <Badge tone="info">
        <span aria-hidden="true">🔒 </span>
        {interpolate(t.invoicedLabel, { code: line.invoice.code ?? '—', status })}
      </Badge>
    );
  }
  if (line.creditsLineId) return <Badge tone="warning">{t.creditLine}</Badge>;
  return null;
}

/** `/dossiers/{id}/budget`: the lines per section with subtotals, the totals, the dialogs and the history. */
export function DossierBudgetTab() {
  const { id = '' } = useParams();
  const headingId = useId();
  const gate = useGate();
  const readOnly = useDossierReadOnly();
  const queryClient = useQueryClient();
  const budget = useQuery({ queryKey: budgetKeys.dossier(id), queryFn: () => getBudget(id) });
  const [creating, setCreating] = useState<string | null>(null);
  const [editing, setEditing] = useState<BudgetLineData | null>(null);
  const [ordering, setOrdering] = useState(false);
  const [overview, setOverview] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: budgetKeys.dossier(id) });
  const act = useMutation({
    mutationFn: ({ kind, line }: NonNullable<Confirm>) =>
      kind === 'delete' ? deleteBudgetLine(id, line.id) : creditBudgetLine(id, line.id),
    onSuccess: async () => {
      setConfirm(null);
      await refresh();
    },
    onError: (error) => setActionError(failure(error)),
  });

  const canCreate = !readOnly && gate.can('budget.create');
  const canUpdate = !readOnly && gate.can('budget.update');
  const canDelete = !readOnly && gate.can('budget.delete');
  const data: BudgetData | undefined = budget.data;
  const sections = data?.sections ?? [];

  const lineActions = (line: BudgetLineData) => (
    <div className="flex flex-wrap justify-end gap-1 md:flex-nowrap">
      {!line.invoice && canUpdate && (
        <Button
          variant="ghost"
          className="min-h-9 px-2 text-sm"
          aria-label={interpolate(t.editLine, { description: line.description })}
          onClick={() => setEditing(line)}
        >
          {t.edit}
        </Button>
      )}
      {!line.invoice && canDelete && (
        <Button
          variant="ghost"
          className="min-h-9 px-2 text-sm"
          aria-label={interpolate(t.deleteLine, { description: line.description })}
          onClick={() => {
            setActionError(null);
            setConfirm({ kind: 'delete', line });
          }}
        >
          {t.delete}
        </Button>
      )}
      {line.invoice && !line.credited && canUpdate && (
        <Button
          variant="ghost"
          className="min-h-9 px-2 text-sm"
          onClick={() => {
            setActionError(null);
            setConfirm({ kind: 'credit', line });
          }}
        >
          {t.credit}
        </Button>
      )}
      {line.credited && <Badge tone="muted">{t.credited}</Badge>}
    </div>
  );

  const openLine = (line: BudgetLineData) => {
    if (!line.invoice && canUpdate) setEditing(line);
  };

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-xl font-semibold text-stone-900">
            {t.heading}
          </h2>
          <p className="mt-1 text-stone-700">{t.intro}</p>
        </div>
        <div className="flex flex-wrap gap-3" role="group" aria-label={t.heading}>
          {canCreate && sections.length > 0 && (
            <Button onClick={() => setCreating(sections[0]!.id)}>{t.add}</Button>
          )}
          {canUpdate && (
            <Button variant="secondary" onClick={() => setOrdering(true)}>
              {t.sectionOrder}
            </Button>
          )}
          {data && (
            <Button variant="secondary" onClick={() => setOverview(true)}>
              {t.overviewButton}
            </Button>
          )}
          {data && (
            <div data-slot="budget-invoicing" aria-label={t.invoicingLabel} className="contents">
              <BudgetInvoicingActions
                dossierId={id}
                budget={data}
                readOnly={readOnly}
                onInvoiced={() => void refresh()}
              />
            </div>
          )}
        </div>
      </div>

      {readOnly && (
        <Alert tone="info" className="mt-4">
          {t.readOnly}
        </Alert>
      )}
      {budget.isPending && <p className="mt-4 text-stone-700">{t.loading}</p>}
      {budget.isError && (
        <Alert tone="error" className="mt-4">
          {t.loadFailed} {failure(budget.error)}{' '}
          <button type="button" className="underline" onClick={() => void budget.refetch()}>
            {t.retry}
          </button>
        </Alert>
      )}

      {sections.map((section) => (
        <section key={section.id} className="mt-6" aria-label={section.name} data-testid="budget-section">
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-stone-300 pb-1">
            <h3 className="text-lg font-semibold text-stone-900">{section.name}</h3>
            <p className="text-sm text-stone-700 tabular-nums">
              {t.subtotalExcl}: {formatMoney(section.totals.excl)} · {t.subtotalIncl}:{' '}
              {formatMoney(section.totals.incl)}
            </p>
          </div>
          {section.lines.length === 0 ? (
            <p className="mt-2 text-sm text-stone-600">{t.emptySection}</p>
          ) : (
            <>
              <table className="mt-2 hidden w-full table-fixed text-left text-sm md:table">
                <caption className="sr-only">{section.name}</caption>
                <colgroup>
                  <col />
                  <col className="w-24" />
                  <col className="w-24" />
                  <col className="w-16" />
                  <col className="w-24" />
                  <col className="w-28" />
                  <col className="w-32" />
                  <col className="w-48" />
                </colgroup>
                <thead className="text-stone-700">
                  <tr>
                    <th scope="col" className="py-1 pr-3 font-semibold">
                      {t.columns.description}
                    </th>
                    <th scope="col" className="py-1 pr-3 text-right font-semibold">
                      {t.columns.quantity}
                    </th>
                    <th scope="col" className="py-1 pr-3 text-right font-semibold">
                      {t.columns.unitPrice}
                    </th>
                    <th scope="col" className="py-1 pr-3 text-right font-semibold">
                      {t.columns.discount}
                    </th>
                    <th scope="col" className="py-1 pr-3 font-semibold">
                      {t.columns.vat}
                    </th>
                    <th scope="col" className="py-1 pr-3 text-right font-semibold">
                      {t.columns.amount}
                    </th>
                    <th scope="col" className="py-1 pr-3 font-semibold">
                      {t.columns.invoice}
                    </th>
                    <th scope="col" className="sr-only">
                      {t.columns.actions}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {section.lines.map((line) => (
                    <tr
                      key={line.id}
                      className="border-t border-stone-100 align-top"
                      onClick={(event) => {
                        if ((event.target as HTMLElement).closest('button')) return;
                        openLine(line);
                      }}
                    >
                      <td className="py-2 pr-3">
                        <span className="block break-words text-base text-stone-900">{line.description}</span>
                        <span className="block text-stone-600">
                          {[
                            line.article?.code,
                            line.debtor ? `${t.columns.debtor}: ${line.debtor.displayName}` : null,
                            line.insurancePolicy
                              ? `${t.coveredShort}: ${formatMoney(line.insuranceCovered)}`
                              : null,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      </td>
                      <td className="whitespace-nowrap py-2 pr-3 text-right tabular-nums">
                        {quantityWithUnit(line.quantity, line.unit)}
                      </td>
                      <td className="whitespace-nowrap py-2 pr-3 text-right tabular-nums">
                        {formatMoney(line.unitPrice)}
                      </td>
                      <td className="whitespace-nowrap py-2 pr-3 text-right tabular-nums">
                        {line.discount > 0 ? formatDiscount(line.discount) : ''}
                      </td>
                      <td className="py-2 pr-3">{VAT_SHORT_LABELS[line.vatRate]}</td>
                      <td className="whitespace-nowrap py-2 pr-3 text-right font-medium tabular-nums">
                        {formatMoney(line.amount)}
                      </td>
                      <td className="py-2 pr-3">
                        {line.invoice || line.creditsLineId ? (
                          <InvoiceState line={line} />
                        ) : (
                          <span className="text-stone-700">
                            {line.billable ? t.toInvoice : t.notBillable}
                          </span>
                        )}
                      </td>
                      <td className="py-1">{lineActions(line)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <ul className="mt-2 space-y-3 md:hidden">
                {section.lines.map((line) => (
                  <li
                    key={line.id}
                    className="rounded-md border border-stone-200 p-3"
                    data-testid="budget-line-card"
                  >
                    <p className="font-semibold text-stone-900">{line.description}</p>
                    <dl className="mt-1 grid grid-cols-2 gap-x-3 text-sm text-stone-800">
                      {line.article && (
                        <>
                          <dt>{t.columns.code}</dt>
                          <dd>{line.article.code}</dd>
                        </>
                      )}
                      <dt>{t.columns.quantity}</dt>
                      <dd>{quantityWithUnit(line.quantity, line.unit)}</dd>
                      <dt>{t.columns.unitPrice}</dt>
                      <dd className="tabular-nums">{formatMoney(line.unitPrice)}</dd>
                      {line.discount > 0 && (
                        <>
                          <dt>{t.columns.discount}</dt>
                          <dd>{formatDiscount(line.discount)}</dd>
                        </>
                      )}
                      <dt>{t.columns.vat}</dt>
                      <dd>{VAT_RATE_LABELS[line.vatRate]}</dd>
                      <dt>{t.columns.amount}</dt>
                      <dd className="tabular-nums">{formatMoney(line.amount)}</dd>
                      {line.debtor && (
                        <>
                          <dt>{t.columns.debtor}</dt>
                          <dd>{line.debtor.displayName}</dd>
                        </>
                      )}
                      <dt>{t.columns.billable}</dt>
                      <dd>{line.billable ? t.billableYes : t.billableNo}</dd>
                    </dl>
                    <div className="mt-2">
                      <InvoiceState line={line} />
                    </div>
                    <div className="mt-2">{lineActions(line)}</div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      ))}

      {data && (
        <dl
          className="mt-8 grid max-w-md grid-cols-2 gap-y-1 border-t-2 border-stone-300 pt-3 tabular-nums"
          data-testid="budget-totals"
        >
          {overviewRows(data.totals).map((row) => (
            <div key={row.key} className="contents">
              <dt className={row.strong ? 'font-semibold' : undefined}>{row.label}</dt>
              <dd className={row.strong ? 'text-right font-semibold' : 'text-right'}>{formatMoney(row.amount)}</dd>
            </div>
          ))}
        </dl>
      )}

      {data && (
        <div className="mt-8">
          <BudgetInvoices dossierId={id} />
        </div>
      )}

      {gate.can('budget.view') && <BudgetHistory dossierId={id} />}

      {creating && (
        <BudgetLineCreateDialog
          dossierId={id}
          sections={sections}
          sectionId={creating}
          onClose={() => setCreating(null)}
        />
      )}
      {editing && (
        <BudgetLineEditDialog
          dossierId={id}
          line={editing}
          sections={sections}
          onClose={() => setEditing(null)}
        />
      )}
      {ordering && <SectionOrderDialog onClose={() => setOrdering(false)} />}
      {overview && data && <BudgetOverviewDialog budget={data} onClose={() => setOverview(false)} />}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === 'credit' ? t.creditTitle : t.deleteTitle}
        confirmLabel={confirm?.kind === 'credit' ? t.credit : t.delete}
        busyLabel={confirm?.kind === 'credit' ? t.crediting : t.deleting}
        busy={act.isPending}
        error={actionError}
        variant={confirm?.kind === 'credit' ? 'primary' : 'danger'}
        onConfirm={() => confirm && act.mutate(confirm)}
        onCancel={() => setConfirm(null)}
      >
        {confirm &&
          interpolate(confirm.kind === 'credit' ? t.creditConfirm : t.deleteConfirm, {
            description: confirm.line.description,
          })}
      </ConfirmDialog>
    </section>
  );
}

import { formatMoney, type BudgetData } from '@afscheid/shared';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { cx } from '../../../components/ui/class-names.ts';
import { overviewRows, VAT_SHORT_LABELS } from '../lib/budget-format.ts';
import { budgetTexts } from '../lib/texts.ts';

const t = budgetTexts.overview;
const money = 'whitespace-nowrap py-1.5 pl-3 text-right tabular-nums';

/**
 * "Overzicht": one row per section with lines (excl. VAT, its VAT per rate, incl. VAT, covered, to pay) and the
 * totals of the whole budget with every VAT kind on its own row. Every amount is the server's (shared arithmetic).
 */
export function BudgetOverviewDialog({ budget, onClose }: { budget: BudgetData; onClose: () => void }) {
  const used = budget.sections.filter((section) => section.lines.length > 0);
  return (
    <Dialog open wide title={t.title} onClose={onClose}>
      {used.length === 0 ? (
        <p className="text-stone-700">{t.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{t.caption}</caption>
            <thead className="border-b border-stone-300 text-stone-700">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-semibold">
                  {t.section}
                </th>
                <th scope="col" className="py-1.5 pl-3 text-right font-semibold">
                  {t.excl}
                </th>
                <th scope="col" className="py-1.5 pl-3 text-right font-semibold">
                  {t.vatColumn}
                </th>
                <th scope="col" className="py-1.5 pl-3 text-right font-semibold">
                  {t.incl}
                </th>
                <th scope="col" className="py-1.5 pl-3 text-right font-semibold">
                  {t.covered_short}
                </th>
                <th scope="col" className="py-1.5 pl-3 text-right font-semibold">
                  {t.toPay_short}
                </th>
              </tr>
            </thead>
            <tbody>
              {used.map((section) => (
                <tr key={section.id} className="border-b border-stone-100 align-top">
                  <th scope="row" className="py-1.5 pr-3 font-normal text-stone-900">
                    {section.name}
                  </th>
                  <td className={money}>{formatMoney(section.totals.excl)}</td>
                  <td className={money}>
                    {section.totals.vat.map((row) => (
                      <span key={row.rate} className="block">
                        {VAT_SHORT_LABELS[row.rate]}: {formatMoney(row.amount)}
                      </span>
                    ))}
                  </td>
                  <td className={money}>{formatMoney(section.totals.incl)}</td>
                  <td className={money}>{formatMoney(section.totals.covered)}</td>
                  <td className={money}>{formatMoney(section.totals.toPay)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <table className="mt-6 w-full max-w-md text-left" data-testid="budget-overview-totals">
        <caption className="py-1 text-left font-semibold text-stone-900">{t.total}</caption>
        <tbody>
          {overviewRows(budget.totals).map((row) => (
            <tr key={row.key} className={cx('border-b border-stone-100', row.strong && 'font-semibold')}>
              <th scope="row" className="py-1 pr-4 font-normal">
                {row.label}
              </th>
              <td className="whitespace-nowrap py-1 text-right tabular-nums">{formatMoney(row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}

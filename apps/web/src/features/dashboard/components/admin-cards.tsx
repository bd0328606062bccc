import {
  formatDateTime,
  interpolate,
  SUPPLIER_STATUS_LABELS,
  SUPPLIER_STATUSES,
  type DashboardData,
} from '@afscheid/shared';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { countWord } from '../lib/display.ts';
import { dashboardLinks as links } from '../lib/links.ts';
import { dashboardTexts } from '../lib/texts.ts';
import { CountLink, CountList } from './count-link.tsx';
import { DashboardCard } from './dashboard-card.tsx';

type Part<K extends keyof DashboardData> = NonNullable<DashboardData[K]>;
type InvoicingState = Part<'invoicing'>['state'];

const INVOICING_TONES: Record<InvoicingState, BadgeTone> = {
  not_configured: 'warning',
  configured: 'success',
  attention: 'danger',
};

/** "Leveranciers" (owners and admins): the suppliers per status ("5 actief"), each linking to the filtered list. */
export function SuppliersCard({ suppliers }: { suppliers: Part<'suppliers'> }) {
  const t = dashboardTexts.suppliers;
  const counts = new Map(suppliers.byStatus.map((entry) => [entry.status, entry.count]));
  return (
    <DashboardCard title={t.title} description={t.intro}>
      <CountList columns>
        {SUPPLIER_STATUSES.map((status) => (
          <CountLink
            key={status}
            to={links.suppliersByStatus(status)}
            count={counts.get(status) ?? 0}
            label={SUPPLIER_STATUS_LABELS[status].toLowerCase()}
          />
        ))}
      </CountList>
    </DashboardCard>
  );
}

/** "Facturatiekoppeling" (owners and admins): the WeFact link's state, and invoices that failed or are being made. */
export function InvoicingCard({
  invoicing,
  organizationId,
}: {
  invoicing: Part<'invoicing'>;
  organizationId: string;
}) {
  const t = dashboardTexts.invoicing;
  const to = links.invoicingLink(organizationId);
  return (
    <DashboardCard title={t.title} description={t.intro}>
      <p>
        <Badge tone={INVOICING_TONES[invoicing.state]}>{t.states[invoicing.state]}</Badge>
      </p>
      {invoicing.state !== 'not_configured' && (
        <div className="mt-2">
          <CountList>
            <CountLink
              to={to}
              count={invoicing.failedInvoices}
              label={countWord(invoicing.failedInvoices, t.failedOne, t.failedMany)}
              urgent
            />
            <CountLink
              to={to}
              count={invoicing.pendingInvoices}
              label={countWord(invoicing.pendingInvoices, t.pendingOne, t.pendingMany)}
            />
          </CountList>
        </div>
      )}
      {invoicing.updatedAt && (
        <p className="mt-2 text-sm text-stone-700">
          {interpolate(t.updatedAt, { when: formatDateTime(invoicing.updatedAt) })}
        </p>
      )}
      <p className="mt-3">
        <Link to={to}>{invoicing.state === 'not_configured' ? t.setUp : t.settings}</Link>
      </p>
    </DashboardCard>
  );
}

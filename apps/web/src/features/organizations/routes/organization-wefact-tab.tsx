import { WEFACT_TAX_RATES, formatDateTime, messages } from '@afscheid/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api/errors.ts';
import { nl } from '../../../lib/i18n/nl-NL.ts';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { getWefactSettings } from '../api/organizations-api.ts';
import { organizationKeys } from '../api/query-keys.ts';
import { WefactDialog } from '../components/wefact-dialog.tsx';
import { useOrganizationOutlet } from '../lib/organization-context.ts';
import { maskedKey } from '../lib/wefact-form.ts';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd className="mt-0.5 break-all text-stone-900">{children}</dd>
    </div>
  );
}

/** `/organizations/{id}/wefact-api`: the invoicing link's settings (never the key itself) and the edit dialog. */
export function OrganizationWefactTab() {
  const { organization, allowed } = useOrganizationOutlet();
  const headingId = useId();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const key = organizationKeys.wefact(organization.id);
  const { data: settings, isPending, isError, error } = useQuery({
    queryKey: key,
    queryFn: () => getWefactSettings(organization.id),
    enabled: allowed.manageWefact,
  });

  if (!allowed.manageWefact) {
    return <Alert tone="error">{nl.errors.forbiddenPage}</Alert>;
  }
  if (isPending) return <p className="text-stone-700">{nl.app.loading}</p>;
  if (isError || !settings) {
    return (
      <Alert tone="error">
        {nlo.wefact.loadFailed} {isApiError(error) ? error.message : ''}
      </Alert>
    );
  }

  const masked = maskedKey(settings.apiKeyLast4);
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-stone-900">
            {nlo.wefact.title}
          </h2>
          <p className="mt-1 text-sm text-stone-700">{nlo.wefact.intro}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => {
            setSaved(false);
            setEditing(true);
          }}
        >
          {nlo.wefact.edit}
        </Button>
      </div>
      <div aria-live="polite" className="mt-3">
        {saved && <Alert tone="success">{nlo.wefact.saved}</Alert>}
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="wefact-settings">
        <Item label={nlo.wefact.configured}>{settings.configured ? nlo.wefact.yes : nlo.wefact.no}</Item>
        <Item label={nlo.wefact.apiKey}>
          {masked ? <span data-testid="wefact-key">{masked}</span> : <span className="text-stone-600">{nlo.wefact.noKey}</span>}
        </Item>
        <Item label={nlo.wefact.baseUrl}>{settings.baseUrl}</Item>
        {settings.updatedAt && <Item label={nlo.wefact.updatedAt}>{formatDateTime(settings.updatedAt)}</Item>}
      </dl>
      <table className="mt-6 w-full max-w-lg text-left">
        <caption className="text-left font-semibold text-stone-900">{nlo.wefact.taxCaption}</caption>
        <thead className="text-sm text-stone-700">
          <tr className="border-b border-stone-200">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {nlo.wefact.rate}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {nlo.wefact.code}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {WEFACT_TAX_RATES.map((rate) => (
            <tr key={rate}>
              <th scope="row" className="py-2 pr-4 font-medium">
                {messages.wefact.taxCodes[rate]}
              </th>
              <td className="py-2">{settings.taxCodes[rate] || <span className="text-stone-600">{nlo.organization.notSet}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <WefactDialog
        open={editing}
        organizationId={organization.id}
        settings={settings}
        onClose={() => setEditing(false)}
        onSaved={(next) => {
          queryClient.setQueryData(key, next);
          setEditing(false);
          setSaved(true);
        }}
      />
    </section>
  );
}

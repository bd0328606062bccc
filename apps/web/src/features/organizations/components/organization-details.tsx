import type { OrganizationData } from '@afscheid/shared';
import { useId, type ReactNode } from 'react';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { addressLines, displayIban } from '../lib/labels.ts';
import { storageTermText } from '../lib/organization-form.ts';
import { nlOrganizationAsh } from '../lib/texts.ts';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd className="mt-0.5 text-stone-900">{children}</dd>
    </div>
  );
}

const orEmpty = (value: string | null | undefined) =>
  value ? value : <span className="text-stone-600">{nlo.organization.notSet}</span>;

/** KvK, VAT number, IBAN (in groups of four), address, phone and e-mail; a crematorium's own settings. */
export function OrganizationDetails({ organization }: { organization: OrganizationData }) {
  const headingId = useId();
  const address = addressLines(organization);
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {nlo.organization.details}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2" data-testid="organization-details">
        <Item label={nlo.organization.kvkNumber}>{orEmpty(organization.kvkNumber)}</Item>
        <Item label={nlo.organization.vatNumber}>{orEmpty(organization.vatNumber)}</Item>
        <Item label={nlo.organization.iban}>{orEmpty(displayIban(organization.iban))}</Item>
        <Item label={nlo.organization.address}>
          {address.length > 0
            ? address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))
            : orEmpty(null)}
        </Item>
        <Item label={nlo.organization.phone}>
          {organization.phone ? <a href={`tel:${organization.phone.replace(/\s+/g, '')}`}>{organization.phone}</a> : orEmpty(null)}
        </Item>
        <Item label={nlo.organization.email}>
          {organization.email ? <a href={`mailto:${organization.email}`}>{organization.email}</a> : orEmpty(null)}
        </Item>
        {organization.type === 'crematorium' && (
          <Item label={nlo.organization.acceptsRequests}>
            {organization.acceptsRequests ? nlo.organization.acceptsRequestsYes : nlo.organization.acceptsRequestsNo}
          </Item>
        )}
        {organization.type === 'crematorium' && (
          <Item label={nlOrganizationAsh.storageTerm.label}>
            {storageTermText(organization.ashStorageTermMonths)}
          </Item>
        )}
      </dl>
    </section>
  );
}

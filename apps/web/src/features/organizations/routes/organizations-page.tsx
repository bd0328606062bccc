import { SUPER_ROLE, interpolate } from '@afscheid/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { IfRole, useGate } from '../../../lib/gate/gate-components.tsx';
import { nlOrganizations as nlo } from '../../../lib/i18n/nl-NL.organizations.ts';
import { listOrganizations } from '../api/organizations-api.ts';
import { organizationKeys } from '../api/query-keys.ts';
import { organizationTypeLabel, roleLabel } from '../lib/labels.ts';

const PER_PAGE = 15;

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** `/organizations`: the organisations the user belongs to (the platform administrator: all), searchable and paged by the server. */
export function OrganizationsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = pageFrom(params.get('page'));
  const [draft, setDraft] = useState(search);
  const isSuper = useGate().isSuper;
  const captionId = useId();
  const query = { search: search || undefined, page, perPage: PER_PAGE };
  const { data, isPending, isError, error, refetch, isFetching } = useQuery({
    queryKey: organizationKeys.list(query),
    queryFn: () => listOrganizations(query),
    placeholderData: keepPreviousData,
  });

  const go = (next: { search?: string; page?: number }) => {
    const nextParams = new URLSearchParams();
    const nextSearch = next.search ?? search;
    if (nextSearch) nextParams.set('search', nextSearch);
    if (next.page && next.page > 1) nextParams.set('page', String(next.page));
    setParams(nextParams);
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ search: draft.trim(), page: 1 });
  };

  const meta = data?.meta;
  const lastPage = Math.max(1, meta?.lastPage ?? 1);

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <PageTitle>{nlo.organizations.heading}</PageTitle>
          <p className="mt-2 text-stone-700">{isSuper ? nlo.organizations.introSuper : nlo.organizations.intro}</p>
        </div>
        <IfRole role={SUPER_ROLE}>
          <Link
            to="/organizations/create"
            className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white no-underline hover:bg-brand-800 hover:text-white"
          >
            {nlo.organizations.create}
          </Link>
        </IfRole>
      </div>

      <form role="search" onSubmit={onSearch} className="mt-6 flex max-w-xl flex-wrap items-end gap-3">
        <TextField
          label={nlo.organizations.search}
          type="search"
          placeholder={nlo.organizations.searchPlaceholder}
          className="min-w-0 flex-1"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {nlo.organizations.searchSubmit}
        </Button>
      </form>

      {isError && (
        <Alert tone="error" className="mt-6">
          {nlo.organizations.loadFailed} {error.message}{' '}
          <button type="button" className="underline" onClick={() => void refetch()}>
            {nlo.organizations.retry}
          </button>
        </Alert>
      )}
      {isPending && <p className="mt-6 text-stone-700">{nlo.organizations.loading}</p>}

      {data && (
        <div className="mt-6" aria-busy={isFetching || undefined}>
          {data.data.length === 0 ? (
            <p className="text-stone-700">
              {search ? interpolate(nlo.organizations.noneSearch, { search }) : nlo.organizations.none}
            </p>
          ) : (
            <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
              <table className="w-full text-left" aria-describedby={captionId}>
                <caption className="sr-only">
                  {interpolate(nlo.organizations.captionPage, { page: meta?.currentPage ?? page, pages: lastPage })}
                </caption>
                <thead className="bg-stone-50 text-sm text-stone-700">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {nlo.organizations.name}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {nlo.organizations.type}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {nlo.organizations.city}
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold">
                      {nlo.organizations.memberCount}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {nlo.organizations.myRole}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-200">
                  {data.data.map((organization) => (
                    <tr key={organization.id}>
                      <th scope="row" className="px-4 py-3 font-medium">
                        <Link to={`/organizations/${organization.id}`}>{organization.name}</Link>
                      </th>
                      <td className="px-4 py-3">{organizationTypeLabel(organization.type)}</td>
                      <td className="px-4 py-3">{organization.city ?? ''}</td>
                      <td className="px-4 py-3 text-right tabular-nums">{organization.memberCount}</td>
                      <td className="px-4 py-3">{organization.myRole ? roleLabel(organization.myRole) : nlo.organizations.noRole}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p id={captionId} className="mt-3 text-sm text-stone-700">
            {meta && (meta.total === 1 ? nlo.organizations.totalOne : interpolate(nlo.organizations.total, { total: meta.total }))}
          </p>
          {lastPage > 1 && (
            <nav aria-label={nlo.organizations.pagination} className="mt-4 flex flex-wrap items-center gap-3">
              <Button variant="secondary" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
                {nlo.organizations.previous}
              </Button>
              <p aria-live="polite" className="text-stone-800">
                {interpolate(nlo.organizations.pageOf, { page, pages: lastPage })}
              </p>
              <Button variant="secondary" disabled={page >= lastPage} onClick={() => go({ page: page + 1 })}>
                {nlo.organizations.next}
              </Button>
            </nav>
          )}
        </div>
      )}
    </div>
  );
}

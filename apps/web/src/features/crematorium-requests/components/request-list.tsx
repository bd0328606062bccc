import { interpolate, type CrematoriumRequestListItem } from '@afscheid/shared';
import { Link } from 'react-router';
import { momentText } from '../lib/labels.ts';
import { nlRequests } from '../lib/texts.ts';
import { ActionNeededBadge, RequestStatusBadge } from './status-badge.tsx';

const texts = nlRequests.list;

interface ListProps {
  requests: readonly CrematoriumRequestListItem[];
  /** The crematorium's side: the counterpart is the funeral company, and there is no dossier number. */
  provider: boolean;
}

const detailPath = (request: CrematoriumRequestListItem) => `/crematorium-requests/${request.id}`;

/** The requests of one page as a table (from md up): overledene, datum, status, counterpart, dossier. */
export function RequestTable({
  requests,
  provider,
  page,
  lastPage,
}: ListProps & { page: number; lastPage: number }) {
  const cell = 'px-4 py-3';
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left" data-testid="request-table">
        <caption className="sr-only">{interpolate(texts.caption, { page, pages: lastPage })}</caption>
        <thead className="bg-stone-50 text-sm text-stone-700">
          <tr>
            <th scope="col" className={`${cell} font-semibold`}>
              {texts.deceased}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {texts.date}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {texts.status}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {provider ? texts.funeralCompany : texts.crematorium}
            </th>
            {!provider && (
              <th scope="col" className={`${cell} font-semibold`}>
                {texts.dossier}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {requests.map((request) => (
            <tr
              key={request.id}
              className={request.needsAction ? 'bg-amber-50/60 hover:bg-amber-50' : 'hover:bg-stone-50'}
            >
              <th scope="row" className={`${cell} font-medium`}>
                <Link to={detailPath(request)}>{request.deceasedName}</Link>
              </th>
              <td className={`${cell} whitespace-nowrap`}>{momentText(request.plannedAt)}</td>
              <td className={cell}>
                <span className="flex flex-wrap gap-2">
                  <RequestStatusBadge status={request.status} />
                  {request.needsAction && <ActionNeededBadge />}
                </span>
              </td>
              <td className={cell}>{request.counterpart.name}</td>
              {!provider && (
                <td className={`${cell} whitespace-nowrap tabular-nums`}>{request.dossier?.number ?? ''}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The requests of one page as cards, for a phone (a table would scroll sideways); the card opens the request. */
export function RequestCards({ requests, provider }: ListProps) {
  return (
    <ul className="space-y-3" data-testid="request-cards">
      {requests.map((request) => (
        <li
          key={request.id}
          className="relative rounded-lg border border-stone-200 bg-white p-4 shadow-sm focus-within:ring-3 focus-within:ring-brand-600 hover:bg-stone-50"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              {/* The link's ::after covers the card, so a tap anywhere on it opens the request. */}
              <Link
                to={detailPath(request)}
                className="text-lg font-semibold break-words no-underline after:absolute after:inset-0 focus-visible:outline-none"
              >
                {request.deceasedName}
              </Link>
              <p className="text-sm text-stone-700">{momentText(request.plannedAt)}</p>
            </div>
            <span className="flex shrink-0 flex-col items-end gap-1">
              <RequestStatusBadge status={request.status} />
              {request.needsAction && <ActionNeededBadge />}
            </span>
          </div>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-stone-600">{provider ? texts.funeralCompany : texts.crematorium}</dt>
            <dd className="break-words">{request.counterpart.name}</dd>
            {!provider && request.dossier && (
              <>
                <dt className="text-stone-600">{texts.dossier}</dt>
                <dd className="tabular-nums">{request.dossier.number}</dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}

import { formatNumber, interpolate, type CappedPaginationMeta } from '@afscheid/shared';
import { nlDossiers as nld } from '../../../lib/i18n/nl-NL.dossiers.ts';

const texts = nld.list;

/**
 * "1 dossier", "100.007 dossiers", or "Meer dan 1.000 dossiers" when the server stopped counting
 * (`meta.totalCapped`: a search or filter with more than 1,000 matches); numbers in Dutch notation.
 */
export function dossierCountText(
  meta: Pick<CappedPaginationMeta, 'total'> & { totalCapped?: boolean },
): string {
  if (meta.totalCapped) return interpolate(texts.totalCapped, { total: formatNumber(meta.total) });
  return meta.total === 1 ? texts.totalOne : interpolate(texts.total, { total: formatNumber(meta.total) });
}

/** "Pagina 2 van 5", or "Pagina 41" when the total is capped (how many pages there are is not known). */
export function dossierPageText(page: number, lastPage: number, totalCapped = false): string {
  return totalCapped
    ? interpolate(texts.pageCapped, { page: formatNumber(page) })
    : interpolate(texts.pageOf, { page: formatNumber(page), pages: formatNumber(lastPage) });
}

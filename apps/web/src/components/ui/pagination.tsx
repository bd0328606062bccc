import { Button } from './button.tsx';

export interface PaginationTexts {
  /** The landmark's name ("Paginering"). */
  label: string;
  previous: string;
  next: string;
  /** "Pagina 2 van 5". */
  pageOf: string;
}

/** Previous / next with the current page announced politely; hidden when there is one page. */
export function Pagination({
  page,
  lastPage,
  texts,
  onPage,
  className,
}: {
  page: number;
  lastPage: number;
  texts: PaginationTexts;
  onPage: (page: number) => void;
  className?: string;
}) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={texts.label} className={className}>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {texts.previous}
        </Button>
        <p aria-live="polite" className="text-stone-800">
          {texts.pageOf}
        </p>
        <Button variant="secondary" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
          {texts.next}
        </Button>
      </div>
    </nav>
  );
}

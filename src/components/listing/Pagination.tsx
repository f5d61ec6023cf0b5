import { pageWindow } from '../../lib/listing/pagination.ts';

type Props = {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
};

export default function Pagination({ page, totalPages, hrefFor, onPage }: Props) {
  if (totalPages <= 1) return null;
  const link = (target: number, label: string, rel?: string) => (
    <a
      key={`${label}-${target}`}
      href={hrefFor(target)}
      rel={rel}
      onClick={(event) => {
        event.preventDefault();
        onPage(target);
      }}
    >
      {label}
    </a>
  );
  return (
    <nav className="pagination" aria-label="Pages">
      {page > 1 ? link(page - 1, 'Previous', 'prev') : null}
      {pageWindow(page, totalPages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="gap">
            …
          </span>
        ) : p === page ? (
          <span key={p} aria-current="page">
            {p}
          </span>
        ) : (
          link(p, String(p))
        ),
      )}
      {page < totalPages ? link(page + 1, 'Next', 'next') : null}
    </nav>
  );
}

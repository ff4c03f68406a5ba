import { useId } from 'react';
import { Button } from '../feedback/button';
import { pageButtons, type PageButton } from './page-buttons';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  pageSize: number;
  pageSizes: readonly number[];
  onPageSizeChange: (size: number) => void;
  /** What the pages are of, for the landmark's name. */
  label: string;
}

/** First/previous, up to 7 page buttons around the current page, next/last, and the page size. */
export function Pagination({ page, pageCount, onPageChange, pageSize, pageSizes, onPageSizeChange, label }: PaginationProps) {
  const sizeId = useId();
  const button = (entry: PageButton) => {
    if (typeof entry !== 'number') {
      return (
        <li key={entry} className="pagination__gap" aria-hidden="true">
          …
        </li>
      );
    }
    return (
      <li key={entry}>
        <Button
          size="xs"
          variant={entry === page ? 'primary' : 'ghost'}
          aria-current={entry === page ? 'page' : undefined}
          aria-label={`Page ${entry}`}
          onClick={() => onPageChange(entry)}
        >
          {entry}
        </Button>
      </li>
    );
  };
  return (
    <div className="pagination">
      <div className="pagination__size">
        <label htmlFor={sizeId}>Items per page:</label>
        <select id={sizeId} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <nav aria-label={`${label} pages`}>
        <ul className="pagination__pages">
          <li>
            <Button size="xs" variant="ghost" aria-label="First page" disabled={page === 1} onClick={() => onPageChange(1)}>
              «
            </Button>
          </li>
          <li>
            <Button size="xs" variant="ghost" aria-label="Previous page" disabled={page === 1} onClick={() => onPageChange(page - 1)}>
              ‹
            </Button>
          </li>
          {pageButtons(page, pageCount).map(button)}
          <li>
            <Button size="xs" variant="ghost" aria-label="Next page" disabled={page === pageCount} onClick={() => onPageChange(page + 1)}>
              ›
            </Button>
          </li>
          <li>
            <Button size="xs" variant="ghost" aria-label="Last page" disabled={page === pageCount} onClick={() => onPageChange(pageCount)}>
              »
            </Button>
          </li>
        </ul>
      </nav>
    </div>
  );
}

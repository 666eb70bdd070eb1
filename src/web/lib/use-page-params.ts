import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { pageCount, parseLimit, parsePage } from './page-params';

/** ?page= and ?limit= of a paged list (the member list, search results), and ways to change them. */
export function usePageParams() {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const limit = parseLimit(params.get('limit'));

  function go(nextPage: number, nextLimit: number, replace = false) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('page', String(nextPage));
        next.set('limit', String(nextLimit));
        return next;
      },
      { replace },
    );
  }

  return {
    page,
    limit,
    go,
    setPage: (next: number) => go(next, limit),
    setLimit: (next: number) => go(1, parseLimit(String(next))),
  };
}

/**
 * The number of pages, once `total` is known (undefined while loading or while an older answer
 * is shown). Invalid values in the address are replaced by the ones used, and a page past the end
 * by the last page.
 */
export function usePageCount(paging: ReturnType<typeof usePageParams>, total: number | undefined): number {
  const [params] = useSearchParams();
  const { page, limit, go } = paging;
  const pages = pageCount(total ?? 0, limit);
  const rawPage = params.get('page');
  const rawLimit = params.get('limit');
  const wantedPage = total !== undefined && page > pages ? pages : page;
  const fix =
    (rawPage !== null && rawPage !== String(wantedPage)) || (rawLimit !== null && rawLimit !== String(limit));
  useEffect(() => {
    if (fix) go(wantedPage, limit, true);
  });
  return pages;
}

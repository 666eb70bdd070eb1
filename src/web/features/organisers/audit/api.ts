import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '../../../../shared/api/moderation';
import { apiResponse } from '../../../lib/api';

/** GET /api/organisers/audit?page&limit: newest first; the total comes in the body and X-Total-Count. */
export function useAuditPage(page: number, limit: number) {
  return useQuery({
    queryKey: ['organisers', 'audit', page, limit],
    queryFn: async ({ signal }) => {
      const { data, headers } = await apiResponse<AuditPage>(
        `/organisers/audit?page=${page}&limit=${limit}`,
        {
          auth: true,
          signal,
        },
      );
      const header = Number(headers.get('x-total-count'));
      return { entries: data.entries, total: Number.isFinite(data.total) ? data.total : header };
    },
    placeholderData: keepPreviousData,
  });
}

import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import type { MessageResponse } from '../../../shared/api/auth';
import { api } from '../../lib/api';
import { Page } from '../../ui/page';

/** Shows the server's message for a signed-in member; any failure goes to /login (docs/product.md §8). */
export default function ProtectedPage() {
  const query = useQuery({
    queryKey: ['protected'],
    queryFn: ({ signal }) => api<MessageResponse>('/protected', { auth: true, signal }),
    retry: false,
  });
  if (query.isError) return <Navigate to="/login" replace />;
  return (
    <Page title="Members area">
      <p role="status">{query.data ? query.data.message : 'Loading…'}</p>
    </Page>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { ReactionSubjectKind, ReactionSummary } from '../../../shared/api/reactions';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import { ReactionBar } from './reaction-bar';

/**
 * The reaction bar of a thing whose answer does not carry its counts (a project photo opened
 * large): they are read when it shows (GET /api/reactions/{kind}/{id}/counts). `own`: the viewer
 * made it, so they see the counts but do not react.
 */
export function FetchedReactionBar({
  kind,
  id,
  own,
  label,
}: {
  kind: ReactionSubjectKind;
  id: string;
  own: boolean;
  label: string;
}) {
  const session = useSession();
  const counts = useQuery({
    queryKey: ['reaction-counts', kind, id, session?.userid ?? 'visitor'],
    queryFn: ({ signal }) =>
      api<{ reactions: ReactionSummary }>(`/reactions/${kind}/${encodeURIComponent(id)}/counts`, {
        auth: true,
        signal,
      }),
  });
  if (!counts.data) return null;
  return (
    <ReactionBar
      kind={kind}
      id={id}
      reactions={counts.data.reactions}
      canReact={!own && session?.status === 'active'}
      canSeeWho={Boolean(session)}
      label={label}
    />
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GroupDetail, GroupMember } from '../../../shared/api/groups';
import { errorMessage } from '../../lib/error-message';
import { editGroupMember, GROUPS_KEY, removeGroupMember } from '../../lib/groups-api';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toast } from '../../ui/toast';

type Asked = { kind: 'remove' | 'hand-over' } | null;

/**
 * What the owner or a moderator may do to one active member. A moderator removes members (not
 * the owner, not another moderator); the owner also names moderators and hands the group on.
 */
export function MemberRowActions({
  group,
  member,
  me,
}: {
  group: GroupDetail;
  member: GroupMember;
  me: string;
}) {
  const client = useQueryClient();
  const [asked, setAsked] = useState<Asked>(null);
  const [busy, setBusy] = useState(false);
  if (member.username === me || member.role === 'owner') return null;
  const own = group.can.own;
  const canRemove = own || (group.can.moderate && member.role === 'member');
  if (!own && !canRemove) return null;
  const name = member.name || member.username;
  const refresh = () => client.invalidateQueries({ queryKey: GROUPS_KEY });

  const setRole = async (role: 'moderator' | 'member') => {
    setBusy(true);
    try {
      await editGroupMember(group.slug, member.username, { role });
      toast(role === 'moderator' ? `${name} is now a moderator.` : `${name} is now a member.`);
      await refresh();
    } catch (caught) {
      toast(errorMessage(caught, 'That did not work. Try again.'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="group-member-actions">
      {own && member.role === 'member' && (
        <Button
          variant="quiet"
          disabled={busy}
          aria-label={`Make ${name} a moderator`}
          onClick={() => setRole('moderator')}
        >
          Make moderator
        </Button>
      )}
      {own && member.role === 'moderator' && (
        <Button
          variant="quiet"
          disabled={busy}
          aria-label={`Make ${name} a member`}
          onClick={() => setRole('member')}
        >
          Make member
        </Button>
      )}
      {own && (
        <Button
          variant="quiet"
          disabled={busy}
          aria-label={`Hand over to ${name}`}
          onClick={() => setAsked({ kind: 'hand-over' })}
        >
          Hand over
        </Button>
      )}
      {canRemove && (
        <Button
          variant="quiet"
          disabled={busy}
          aria-label={`Remove ${name}`}
          onClick={() => setAsked({ kind: 'remove' })}
        >
          Remove
        </Button>
      )}
      {asked?.kind === 'remove' && (
        <ConfirmDialog
          title={`Remove ${name}?`}
          confirm="Remove"
          busyLabel="Removing…"
          danger
          onConfirm={async () => {
            await removeGroupMember(group.slug, member.username);
            toast(`${name} is no longer in the group.`);
            await refresh();
          }}
          onClose={() => setAsked(null)}
        >
          <p>
            {group.visibility === 'private'
              ? `${name} will no longer see the group. They come back only if invited again.`
              : `${name} leaves the group's members list.`}
          </p>
        </ConfirmDialog>
      )}
      {asked?.kind === 'hand-over' && (
        <ConfirmDialog
          title={`Hand ${group.name} to ${name}?`}
          confirm="Hand over"
          busyLabel="Handing over…"
          onConfirm={async () => {
            await editGroupMember(group.slug, member.username, { role: 'owner' });
            toast(`${name} now owns the group. You are a moderator.`);
            await refresh();
          }}
          onClose={() => setAsked(null)}
        >
          <p>
            {name} becomes the owner: they alone change who sees the group, name moderators and can delete it.
            You stay on as a moderator.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

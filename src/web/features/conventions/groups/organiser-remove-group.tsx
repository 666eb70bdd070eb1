import { useState } from 'react';
import type { ConGroup } from '../../../../shared/api/con-groups';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { toast } from '../../../ui/toast';
import type { GroupActions } from './api';

/**
 * An organiser's "Remove group" on a group they do not lead (a fake or abusive one), after a
 * question. The server checks the role and the passkey again; the lead deletes their own group
 * with "Delete group" instead.
 */
export function OrganiserRemoveGroup({ group, actions }: { group: ConGroup; actions: GroupActions }) {
  const session = useSession();
  const [asking, setAsking] = useState(false);
  if (session?.role !== 'organiser') return null;
  const claims = group.characters.reduce((n, c) => n + c.claims.length, 0);
  const lead = group.lead?.name ?? 'its lead';
  return (
    <div className="con-group-lead">
      <div className="con-group-manage">
        <Button variant="danger" onClick={() => setAsking(true)}>
          Remove group
        </Button>
      </div>
      {asking && (
        <ConfirmDialog
          title={`Remove “${group.title}”?`}
          confirm="Remove the group"
          busyLabel="Removing…"
          keep="Keep it"
          danger
          onConfirm={async () => {
            await actions.removeAsOrganiser(group.id);
            toast('Group removed');
          }}
          onClose={() => setAsking(false)}
        >
          <p>
            {claims === 0
              ? 'Its characters go with it; nobody has claimed one yet.'
              : `Its characters and ${claims === 1 ? 'the one claim' : `all ${claims} claims`} go with it.`}{' '}
            {lead} {claims === 0 ? 'is' : 'and every member who claimed a character are'} told the organisers
            removed it. The removal is written to the audit log and cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

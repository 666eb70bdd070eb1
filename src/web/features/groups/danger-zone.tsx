import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteGroup, GROUPS_KEY } from '../../lib/groups-api';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toast } from '../../ui/toast';

/** The owner's danger zone on the edit page: deleting the group, after a confirmation. */
export function DangerZone({ slug, name }: { slug: string; name: string }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  return (
    <section className="group-danger" aria-labelledby="danger-title">
      <h2 id="danger-title">Danger zone</h2>
      <p>
        Deleting the group removes its members list, its discussion and its events for everyone. It cannot be
        undone.
      </p>
      <Button variant="danger" onClick={() => setAsking(true)}>
        Delete the group
      </Button>
      {asking && (
        <ConfirmDialog
          title={`Delete ${name}?`}
          confirm="Delete the group"
          busyLabel="Deleting…"
          keep="Keep the group"
          danger
          onConfirm={async () => {
            await deleteGroup(slug);
            client.removeQueries({ queryKey: [...GROUPS_KEY, 'detail', slug] });
            await client.invalidateQueries({ queryKey: GROUPS_KEY });
            toast(`${name} was deleted.`);
            navigate('/groups', { replace: true });
          }}
          onClose={() => setAsking(false)}
        >
          <p>Its members, discussion and events go with it. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

import { useId, useState } from 'react';
import type { ListedMember } from '../../../../shared/api/organiser-members';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Chip } from '../../../ui/chip';
import { ErrorText } from '../../../ui/error-text';
import { actionError, useOrganiserList } from './api';
import { GrantForm } from './grant-form';
import { MemberRow } from './member-row';
import { TakeRoleDialog } from './take-role-dialog';

/** Who the organisers are, taking the role back, and making another member one. */
export function OrganisersSection() {
  const organisers = useOrganiserList();
  const session = useSession();
  const [taking, setTaking] = useState<ListedMember | null>(null);
  const titleId = useId();
  const isSelf = (member: ListedMember) => String(member.id) === session?.userid;

  return (
    <Card as="section" className="member-admin-section" aria-labelledby={titleId}>
      <h2 id={titleId}>Organisers</h2>
      <p>Organisers review reports, approve sign-ups and edit the club’s content.</p>
      {organisers.isPending && <p role="status">Loading…</p>}
      {organisers.isError && <ErrorText>{actionError(organisers.error)}</ErrorText>}
      {organisers.data && (
        <ul className="member-admin-list" aria-labelledby={titleId}>
          {organisers.data.members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              extra={isSelf(member) && <Chip tone="accent">You</Chip>}
              action={(nameId) => (
                <Button variant="secondary" aria-describedby={nameId} onClick={() => setTaking(member)}>
                  {isSelf(member) ? 'Step down' : 'Take the organiser role'}
                </Button>
              )}
            />
          ))}
        </ul>
      )}
      <GrantForm />
      {taking && <TakeRoleDialog member={taking} self={isSelf(taking)} onClose={() => setTaking(null)} />}
    </Card>
  );
}

import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { ErrorText } from '../../../ui/error-text';
import { FormField } from '../../../ui/form-field';
import { actionError, searchMembers, useMemberAction } from './api';
import { MemberRow } from './member-row';

/** Find an active member by username and make them an organiser. */
export function GrantForm() {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const titleId = useId();
  const found = useQuery({
    queryKey: ['organisers', 'members', 'search', query],
    queryFn: () => searchMembers(query),
    enabled: query !== '',
  });
  const grant = useMemberAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(typed.trim().replace(/^@/, ''));
  };
  const members = found.data?.members ?? [];

  return (
    <div className="grant-form">
      <h3 id={titleId}>Make a member an organiser</h3>
      <form className="grant-search" onSubmit={submit} aria-labelledby={titleId}>
        <FormField
          label="Username"
          hint="The start of it is enough: active members only."
          value={typed}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Find
        </Button>
      </form>
      {found.isError && <ErrorText>{actionError(found.error)}</ErrorText>}
      {found.isSuccess && members.length === 0 && (
        <p role="status">No active member’s username starts with “{query}”.</p>
      )}
      {members.length > 0 && (
        <ul className="member-admin-list" aria-label="Members found">
          {members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              action={(nameId) =>
                member.role === 'organiser' ? (
                  <Chip tone="accent">Organiser</Chip>
                ) : (
                  <Button
                    variant="secondary"
                    aria-describedby={nameId}
                    disabled={grant.isPending}
                    onClick={() => grant.mutate({ kind: 'role', id: member.id, role: 'organiser' })}
                  >
                    Make organiser
                  </Button>
                )
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}

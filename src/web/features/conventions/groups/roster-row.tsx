import { useState } from 'react';
import type { ConGroup, ConGroupCharacter, ConGroupClaim } from '../../../../shared/api/con-groups';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import type { GroupActions } from './api';

interface Props {
  group: ConGroup;
  character: ConGroupCharacter;
  signedIn: boolean;
  busy: boolean;
  actions: GroupActions;
  act: (work: () => Promise<unknown>) => Promise<boolean>;
}

/** One character: who claimed it (members), or "Open" with a Claim button; the lead's controls per claim. */
export function RosterRow({ group, character, signedIn, busy, actions, act }: Props) {
  const canClaim = signedIn && character.open && group.myClaimId === null;
  const others = group.characters.filter((c) => c.id !== character.id);
  // "Move to…" asks first, naming the member and the character.
  const [moving, setMoving] = useState<{ claim: ConGroupClaim; to: ConGroupCharacter } | null>(null);
  const [removing, setRemoving] = useState(false);
  return (
    <li className="roster-row">
      <span className="roster-character">{character.name}</span>
      <div className="roster-claims">
        {character.claims.map((claim) => (
          <div key={claim.id} className="roster-claim">
            <span className="roster-claimer">
              {claim.member.name}
              {claim.mine && ' (you)'}
            </span>
            {claim.status === 'pending' && <Chip tone="accent">pending</Chip>}
            {group.isLead && claim.status === 'pending' && (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => act(() => actions.changeClaim(group.id, claim.id, { status: 'accepted' }))}
              >
                Accept
              </Button>
            )}
            {group.isLead && others.length > 0 && (
              <label className="roster-move">
                <span className="visually-hidden">Move {claim.member.name} to</span>
                <select
                  value=""
                  disabled={busy}
                  onChange={(e) => {
                    const to = others.find((c) => c.id === Number(e.target.value));
                    if (to) setMoving({ claim, to });
                  }}
                >
                  <option value="">Move to…</option>
                  {others.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {(group.isLead || claim.mine) && (
              <Button
                variant="quiet"
                disabled={busy}
                aria-label={claim.mine ? 'Withdraw' : `Remove ${claim.member.name}`}
                onClick={() => act(() => actions.dropClaim(group.id, claim.id))}
              >
                {claim.mine ? 'Withdraw' : 'Remove'}
              </Button>
            )}
          </div>
        ))}
        {character.claims.length === 0 && (character.open ? <Chip>Open</Chip> : <Chip>Claimed</Chip>)}
        {character.claims.length > 0 && character.open && !canClaim && group.allowDoubles && (
          <Chip>Open for doubles</Chip>
        )}
        {canClaim && (
          <Button
            variant="secondary"
            disabled={busy}
            aria-label={`Claim ${character.name}`}
            onClick={() => act(() => actions.claim(group.id, character.id))}
          >
            Claim
          </Button>
        )}
        {group.isLead && (
          <Button
            variant="quiet"
            className="roster-remove-character"
            disabled={busy}
            aria-label={`Remove the character ${character.name}`}
            onClick={() => setRemoving(true)}
          >
            Remove character
          </Button>
        )}
      </div>
      {moving && (
        <ConfirmDialog
          title={`Move ${moving.claim.member.name} to ${moving.to.name}?`}
          confirm={`Move to ${moving.to.name}`}
          busyLabel="Moving…"
          onConfirm={() => actions.changeClaim(group.id, moving.claim.id, { characterId: moving.to.id })}
          onClose={() => setMoving(null)}
        >
          <p>
            {moving.claim.member.name} plays {moving.to.name} instead of {character.name}, with the claim
            accepted. They are told.
          </p>
        </ConfirmDialog>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove ${character.name} from the group?`}
          confirm="Remove the character"
          busyLabel="Removing…"
          keep="Keep it"
          danger
          onConfirm={() => actions.change(group.id, { removeCharacters: [character.id] })}
          onClose={() => setRemoving(false)}
        >
          <p>{removalNote(character)}</p>
        </ConfirmDialog>
      )}
    </li>
  );
}

/** What removing a character takes with it: its claims, whose members are told. */
function removalNote(character: ConGroupCharacter): string {
  const names = character.claims.map((c) => c.member.name);
  if (names.length === 0) return 'Nobody has claimed this character yet.';
  const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${who} claimed it: ${names.length === 1 ? 'the claim goes' : 'their claims go'} with it, and they are told.`;
}

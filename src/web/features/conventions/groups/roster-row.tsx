import type { ConGroup, ConGroupCharacter } from '../../../../shared/api/con-groups';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
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
                    const characterId = Number(e.target.value);
                    if (characterId) act(() => actions.changeClaim(group.id, claim.id, { characterId }));
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
      </div>
    </li>
  );
}

import { type FormEvent, useId, useState } from 'react';
import type { ConGroup } from '../../../../shared/api/con-groups';
import { Button } from '../../../ui/button';
import { Chip } from '../../../ui/chip';
import { ErrorText } from '../../../ui/error-text';
import type { GroupActions } from './api';
import { dayLabel } from './day-label';
import { EditAndDeleteGroup } from './edit-group';
import { OrganiserRemoveGroup } from './organiser-remove-group';
import { ReportGroup } from './report-group';
import { RosterRow } from './roster-row';
import { useAction } from './use-action';

interface Props {
  group: ConGroup;
  /** The con's days, for the lead to move the group to another. */
  days: string[];
  signedIn: boolean;
  actions: GroupActions;
}

/** One group: title, series, day and lead, its roster, and the lead's controls. */
export function GroupCard({ group, days, signedIn, actions }: Props) {
  const { busy, error, act } = useAction();
  const filled = group.characters.filter((c) => c.claims.some((claim) => claim.status === 'accepted')).length;
  const titleId = useId();
  return (
    <article className="con-group" aria-labelledby={titleId}>
      <header className="con-group-head">
        <h3 id={titleId}>{group.title}</h3>
        <p className="con-group-facts">
          {group.title !== group.series && <span>{group.series} · </span>}
          <span>{dayLabel(group.day)}</span>
          {group.lead && <span> · Lead: {group.lead.name}</span>}
        </p>
        <div className="con-group-chips">
          {group.isLead && <Chip tone="accent">You lead</Chip>}
          {group.allowDoubles && <Chip>Doubles allowed</Chip>}
          {signedIn && (
            <Chip>
              {filled} of {group.characters.length} filled
            </Chip>
          )}
        </div>
      </header>
      {group.notes && <p className="con-group-notes">{group.notes}</p>}
      <ul className="roster" aria-label={`Roster of ${group.title}`}>
        {group.characters.map((character) => (
          <RosterRow
            key={character.id}
            group={group}
            character={character}
            signedIn={signedIn}
            busy={busy}
            actions={actions}
            act={act}
          />
        ))}
      </ul>
      <ErrorText>{error}</ErrorText>
      {group.isLead && <LeadControls group={group} days={days} busy={busy} actions={actions} act={act} />}
      {!group.isLead && <OrganiserRemoveGroup group={group} actions={actions} />}
      {signedIn && !group.isLead && (
        <footer className="con-group-foot">
          <ReportGroup group={group} />
        </footer>
      )}
    </article>
  );
}

function LeadControls({
  group,
  days,
  busy,
  actions,
  act,
}: {
  group: ConGroup;
  days: string[];
  busy: boolean;
  actions: GroupActions;
  act: (work: () => Promise<unknown>) => Promise<boolean>;
}) {
  const [name, setName] = useState('');
  const inputId = useId();
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    if (await act(() => actions.change(group.id, { addCharacters: [name.trim()] }))) setName('');
  };
  return (
    <div className="con-group-lead">
      <form className="con-group-add" onSubmit={add}>
        <div className="field">
          <label htmlFor={inputId}>Add a character</label>
          <input id={inputId} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
        </div>
        <Button type="submit" variant="secondary" disabled={busy || !name.trim()}>
          Add
        </Button>
      </form>
      <label className="con-group-doubles">
        <input
          type="checkbox"
          checked={group.allowDoubles}
          disabled={busy}
          onChange={(e) => act(() => actions.change(group.id, { allowDoubles: e.target.checked }))}
        />
        Allow doubles (two members may claim the same character)
      </label>
      <EditAndDeleteGroup group={group} days={days} actions={actions} />
    </div>
  );
}

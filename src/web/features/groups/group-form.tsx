import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { createGroup, editGroup, GROUPS_KEY, removeGroupCover, uploadGroupCover } from '../../lib/groups-api';
import { Button, ButtonLink } from '../../ui/button';
import { ErrorText } from '../../ui/error-text';
import { toast } from '../../ui/toast';
import { GroupCoverField } from './group-cover-field';
import { GroupFormFields } from './group-form-fields';
import { type GroupFormValues, groupBody } from './group-form-model';

/**
 * Starting a group or editing one: its fields, then the cover (uploaded once the group is saved,
 * as an event's). Saved, it opens the group's page.
 */
export function GroupForm({
  initial,
  existing,
}: {
  initial: GroupFormValues;
  /** The group being edited: its slug, id (the art's seed), cover and whether the caller owns it. */
  existing?: { slug: string; id: number; cover: string; own: boolean };
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const [removeCover, setRemoveCover] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (values.name.trim().length < 2) {
      setError('Name the group.');
      return;
    }
    setBusy(true);
    setError('');
    let slug = existing?.slug;
    try {
      const body = groupBody(values);
      if (existing) {
        const { visibility, ...rest } = body;
        await editGroup(existing.slug, existing.own ? body : rest);
      } else {
        slug = (await createGroup(body)).slug;
      }
    } catch (caught) {
      setError(errorMessage(caught, 'The group could not be saved. Try again.'));
      setBusy(false);
      return;
    }
    const target = `/groups/${encodeURIComponent(slug ?? '')}`;
    try {
      if (file && slug) await uploadGroupCover(slug, file);
      else if (removeCover && slug) await removeGroupCover(slug);
    } catch (caught) {
      // The group is saved; only the photo failed: say so on its page.
      toast(errorMessage(caught, 'The group is saved, but its cover photo could not be uploaded.'), 'error');
    }
    await client.invalidateQueries({ queryKey: GROUPS_KEY });
    if (!existing) toast('Your group is ready. Invite members from its Members tab.');
    navigate(target);
  }

  return (
    <form className="form group-form" onSubmit={submit} noValidate>
      <GroupFormFields values={values} onChange={setValues} canSetVisibility={existing?.own ?? true} />
      <GroupCoverField
        current={existing?.cover ?? ''}
        file={file}
        removed={removeCover}
        seed={existing?.id ?? 1}
        onFile={setFile}
        onRemove={setRemoveCover}
      />
      <ErrorText>{error}</ErrorText>
      <div className="cta-row">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : existing ? 'Save changes' : 'Start the group'}
        </Button>
        <ButtonLink
          variant="quiet"
          to={existing ? `/groups/${encodeURIComponent(existing.slug)}` : '/groups'}
        >
          Cancel
        </ButtonLink>
      </div>
    </form>
  );
}

import type { AlbumVisibility } from '../../../../shared/api/albums';

/** "Who sees it" of an album, for a new album and the album's settings alike. */
export function AlbumVisibilityField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: AlbumVisibility;
  onChange: (value: AlbumVisibility) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>Who sees it</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value === 'members' ? 'members' : 'everyone')}
      >
        <option value="everyone">Everyone</option>
        <option value="members">Members only</option>
      </select>
      <p className="field-hint">Each tagged member’s own choice applies too: the stricter one wins.</p>
    </div>
  );
}

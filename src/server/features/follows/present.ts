import type { FollowMember } from '../../../shared/api/follows';
import { displayName } from '../../../shared/profile/display-name';
import type { FollowRow } from '../../db/follows-repo';
import { thumbUrl } from '../../images/process-image';
import type { ImageSigner } from '../../images/signed-urls';

/** A member in a following or followers list: members-only profiles' thumbnails go signed. */
export function followMemberOf(row: FollowRow, signer: ImageSigner): FollowMember {
  const thumb = thumbUrl(row.image);
  return {
    username: row.username,
    name: displayName(row),
    thumbnail: row.visibility === 'members' && thumb ? signer.sign(thumb) : thumb,
    since: new Date(Number(row.created_at)).toISOString(),
  };
}

import { displayName } from '../../../shared/profile/display-name';
import { profilePhotoPreload } from '../../../shared/profile/photo-srcset';
import { splitList } from '../../../shared/profile/split-list';
import type { ProfilePageFacts } from '../../db/link-preview-repo';
import { imageIdFromUrl } from '../../images/process-image';
import { GENERIC_HEAD, type PageHead, type PagePreview } from './page-preview';
import { summaryText } from './summary-text';

/**
 * The head of /public/{username}. Only a profile that anyone may see, find and index gets a
 * preview. A members-only profile gets what an unknown name gets (the page may not tell a visitor
 * it exists); a public one that is unlisted or not indexable keeps its noindex and photo hints
 * but shows no preview.
 */
export function profilePageHead(
  facts: ProfilePageFacts | undefined,
  site: { publicUrl: string; siteName: string },
): PageHead {
  if (facts?.visibility !== 'everyone') return GENERIC_HEAD;
  const noindex = facts.indexable === 0;
  // The rendition the page's <img> will choose (same srcset and sizes), not the full photo as well.
  const preloadLink =
    facts.image && facts.image_width ? profilePhotoPreload(facts.image, facts.image_width) : '';
  const head = { noindex, preloadLink };
  if (noindex || facts.listed === 0) return head;
  const preview = profilePreview(facts, site);
  // The member's name, the page's largest paint when they have no photo, shows with the HTML.
  return { ...head, preview, heading: preview.title };
}

function profilePreview(facts: ProfilePageFacts, site: { publicUrl: string; siteName: string }): PagePreview {
  const name = displayName(facts);
  const imageId = imageIdFromUrl(facts.image);
  return {
    title: name,
    description: profileDescription(facts, name, site.siteName),
    url: `${site.publicUrl}/public/${encodeURIComponent(facts.username)}`,
    type: 'profile',
    extra: { 'profile:username': facts.username },
    image: imageId
      ? {
          url: `${site.publicUrl}/api/images/${imageId}/og`,
          alt: summaryText(facts.image_alt) || `Profile photo of ${name}`,
        }
      : undefined,
  };
}

/** The member's own words when they wrote some; else who they are and where, from their profile. */
export function profileDescription(
  facts: Pick<ProfilePageFacts, 'about' | 'imawhat' | 'city' | 'state'>,
  name: string,
  siteName: string,
): string {
  if (facts.about.trim() !== '') return summaryText(facts.about);
  const roles = splitList(facts.imawhat).join(', ');
  const places = [...splitList(facts.city), ...splitList(facts.state)].join(', ');
  const who = [roles, places && `in ${places}`].filter(Boolean).join(' ');
  return summaryText(`${name}${who ? ` — ${who}` : ''}. A member of ${siteName}.`);
}

import { GROUP_KIND_LABELS, type GroupKind } from '../../../shared/api/groups';
import type { GroupPageFacts } from '../../db/group-link-previews';
import type { PagePreview } from './page-preview';
import { summaryText } from './summary-text';

/** A public group: its name, its kind and state, then the start of its description (Markdown as plain text). */
export function groupPreview(group: GroupPageFacts, publicUrl: string): PagePreview {
  const facts = [GROUP_KIND_LABELS[group.kind as GroupKind] ?? 'Group', group.state]
    .filter(Boolean)
    .join(' · ');
  const about = group.description.replace(/[*_`#>[\]]/g, '').trim();
  return {
    title: group.name,
    description: summaryText(about ? `${facts}. ${about}` : facts),
    url: `${publicUrl}/groups/${encodeURIComponent(group.slug)}`,
    type: 'website',
  };
}

import { Link } from 'react-router';

export const GROUP_TABS = [
  { id: 'about', label: 'About' },
  { id: 'events', label: 'Events' },
  { id: 'members', label: 'Members' },
  { id: 'projects', label: 'Projects' },
] as const;
export type GroupTab = (typeof GROUP_TABS)[number]['id'];

export const asTab = (raw: string | null): GroupTab =>
  GROUP_TABS.some((t) => t.id === raw) ? (raw as GroupTab) : 'about';

/**
 * The group page's sections as links (?tab=…): each has its own address, Back goes to the last
 * one, and the current one is marked for screen readers.
 */
export function GroupTabs({
  current,
  counts,
}: {
  current: GroupTab;
  counts: Partial<Record<GroupTab, number>>;
}) {
  return (
    <nav className="group-tabs" aria-label="Group sections">
      <ul>
        {GROUP_TABS.map((tab) => (
          <li key={tab.id}>
            <Link
              to={tab.id === 'about' ? '?' : `?tab=${tab.id}`}
              replace
              preventScrollReset
              aria-current={current === tab.id ? 'page' : undefined}
            >
              {tab.label}
              {counts[tab.id] !== undefined && <span className="group-tab-count"> {counts[tab.id]}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

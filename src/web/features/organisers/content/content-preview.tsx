import { STATES } from '../../../../shared/constants';
import type { ClubContent } from '../../../../shared/content-schema';
import { Chip } from '../../../ui/chip';
import { CalendarIcon, PinIcon, PlayIcon } from '../../../ui/icons';
import { stateName } from './content-model';
import './preview.css';

export type PreviewBlock = 'welcome' | 'motd' | 'stores' | 'embeds' | 'footer';

/** An empty video slot of the form is left out when saved, so the preview leaves it out too. */
const shownVideo = (video: { title: string; embedUrl: string } | undefined) =>
  Boolean(video && (video.title.trim() || video.embedUrl.trim()));

const host = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return 'no valid address';
  }
};

function External({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** What one state's page lists: its stores (name, town, what it sells) and whether it has a map. */
function StatePreview({ content, state, active }: { content: ClubContent; state: string; active?: string }) {
  const entry = content.stores[state];
  const stores = entry?.stores ?? [];
  return (
    <div className="preview-block" data-preview="stores" data-active={active === 'stores' || undefined}>
      <p className="preview-where">/localstores/{state}</p>
      <h3>{stateName(state)} stores</h3>
      {stores.length === 0 && <p className="preview-empty">No stores listed yet.</p>}
      <ul className="preview-stores">
        {stores.map((store, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a draft may list two stores alike
          <li key={i} className="preview-store">
            <div className="preview-store-head">
              <strong>
                {store.website ? (
                  <External href={store.website}>{store.name || 'Unnamed store'}</External>
                ) : (
                  store.name || 'Unnamed store'
                )}
              </strong>
              <Chip>{store.town === 'Online' ? 'Online shop' : store.town || 'Town?'}</Chip>
            </div>
            <p>{store.sells}</p>
          </li>
        ))}
      </ul>
      {stores.length > 0 && (
        <p className="preview-meta">
          <PinIcon className="preview-icon" />
          {entry?.mapEmbedUrl ? `Map from ${host(entry.mapEmbedUrl)}` : 'No map'}
        </p>
      )}
    </div>
  );
}

/**
 * What visitors will see for this content: the home page's welcome, the message of the day, one
 * state's stores, the embeds and the footer, drawn compactly in the site's own style. Embeds are
 * named, not framed: the site's security policy frames only addresses already saved.
 */
export function ContentPreview({
  content,
  state,
  active,
}: {
  content: ClubContent;
  state?: string;
  /** The block the organiser is editing: marked, so the eye finds it. */
  active?: PreviewBlock;
}) {
  const { motd } = content;
  const block = (key: PreviewBlock) => ({
    'data-preview': key,
    'data-active': active === key || undefined,
  });
  const shownState = state ?? STATES.find((s) => content.stores[s.slug]?.stores.length)?.slug ?? 'kansas';
  return (
    <div className="content-preview">
      <div className="preview-block" {...block('welcome')}>
        <p className="preview-where">Home page</p>
        <h3>{content.clubName}</h3>
        <p className="preview-lead">{content.welcome}</p>
      </div>

      <div className="preview-block" {...block('motd')}>
        <p className="preview-where">/motd</p>
        <h3 className="preview-motd-title">{motd.title}</h3>
        <div className="preview-note">
          <p>{motd.message}</p>
        </div>
        <ul className="preview-conventions">
          {motd.conventions.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: there are always two, in order
            <li key={i}>
              <CalendarIcon className="preview-icon" />
              <div>
                <strong>{c.url ? <External href={c.url}>{c.name}</External> : c.name}</strong>
                <p>{c.dates}</p>
              </div>
            </li>
          ))}
        </ul>
        <figure className="preview-template">
          {motd.template.url && (
            <img src={motd.template.url} alt={motd.template.alt} width={80} height={100} />
          )}
          <figcaption>
            <span className="preview-download">{motd.template.label}</span>
          </figcaption>
        </figure>
      </div>

      <StatePreview content={content} state={shownState} active={active} />

      <div className="preview-block" {...block('embeds')}>
        <p className="preview-where">/calendar and /tutorials</p>
        <ul className="preview-embeds">
          <li>
            <CalendarIcon className="preview-icon" />
            <span>
              {content.calendar.title}
              <span className="preview-host">
                {content.calendar.embedUrl
                  ? host(content.calendar.embedUrl)
                  : 'no embed: the club’s own events'}
              </span>
            </span>
          </li>
          {content.tutorials.filter(shownVideo).map((video, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the slots are in order
            <li key={i}>
              <PlayIcon className="preview-icon" />
              <span>
                {video.title}
                <span className="preview-host">{host(video.embedUrl)}</span>
              </span>
            </li>
          ))}
          {!content.tutorials.some(shownVideo) && (
            <li>
              <PlayIcon className="preview-icon" />
              <span>No tutorial videos yet</span>
            </li>
          )}
        </ul>
      </div>

      <div className="preview-block preview-footer" {...block('footer')}>
        <p>
          © {new Date().getFullYear()} {content.copyrightHolder} ·{' '}
          <External href={content.supportLink.url}>{content.supportLink.label}</External>
        </p>
        <p className="preview-trademark">{content.trademark}</p>
      </div>
    </div>
  );
}

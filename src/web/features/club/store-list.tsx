import type { Store } from '../../../shared/content-schema';
import { ExternalLink } from './external-link';

/** The stores of one state as cards: name (to the store's website), what makers buy there, town. */
export function StoreList({ stores }: { stores: Store[] }) {
  return (
    <ul className="card-list">
      {stores.map((store) => (
        <li key={`${store.name}-${store.town}`} className="card store-card">
          <ExternalLink href={store.website}>{store.name}</ExternalLink>
          <p>{store.sells}</p>
          <p className="store-town">{store.town === 'Online' ? 'Online shop' : `Town: ${store.town}`}</p>
        </li>
      ))}
    </ul>
  );
}

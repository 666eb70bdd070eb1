import type { Store } from '../../../shared/content-schema';
import { Card } from '../../ui/card';
import { Chip } from '../../ui/chip';
import { ExternalIcon, PinIcon } from '../../ui/icons';
import { ExternalLink } from './external-link';

/** The stores of one state as cards: name (to the store's website), what makers buy there, town. */
export function StoreList({ stores }: { stores: Store[] }) {
  return (
    <ul className="card-list store-list">
      {stores.map((store) => (
        <Card as="li" key={`${store.name}-${store.town}`} className="store-card">
          <div className="store-card-head">
            <h3 className="store-name">
              <ExternalLink href={store.website}>
                {store.name}
                <ExternalIcon className="store-external" />
              </ExternalLink>
            </h3>
            <Chip>
              <PinIcon className="store-pin" />
              {store.town === 'Online' ? (
                'Online shop'
              ) : (
                <>
                  <span className="visually-hidden">Town: </span>
                  {store.town}
                </>
              )}
            </Chip>
          </div>
          <p>{store.sells}</p>
        </Card>
      ))}
    </ul>
  );
}

import { useClubContent } from '../../lib/club-content';

/** A store of the club's local stores pages, with the address of its state's page. */
export interface ClubStore {
  name: string;
  town: string;
  page: string;
}

/** Every store the organisers listed on /localstores/{state}, by name. */
export function useClubStores(): ClubStore[] {
  const stores = useClubContent().data?.stores ?? {};
  return Object.entries(stores).flatMap(([slug, entry]) =>
    entry.stores.map((store) => ({ name: store.name, town: store.town, page: `/localstores/${slug}` })),
  );
}

/** The listed store a material's shop names (case and spaces aside), if any. */
export function storeNamed(stores: readonly ClubStore[], shop: string): ClubStore | undefined {
  const key = shop.trim().replace(/\s+/g, ' ').toLowerCase();
  return key ? stores.find((s) => s.name.toLowerCase() === key) : undefined;
}

/** The club's stores as suggestions for a shop field (`list={id}` on its input). */
export function ClubStoreOptions({ id, stores }: { id: string; stores: readonly ClubStore[] }) {
  return (
    <datalist id={id}>
      {stores.map((store) => (
        <option key={`${store.page}-${store.name}`} value={store.name}>
          {store.town}
        </option>
      ))}
    </datalist>
  );
}

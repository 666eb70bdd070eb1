/**
 * Vite plugin: `import spriteUrl, { ICON_FIELDS } from 'virtual:social-icons'`.
 *
 * Builds one SVG sprite of the brand icons of the profile's social and support links from the
 * simple-icons package (CC0) and serves it as a hashed, cached file. The icons are an image the
 * browser fetches once, not JavaScript: the public profile stays inside its JS budget, and each
 * link shows `<use href="{spriteUrl}#{field}">`. Fields without a brand icon get the generic link
 * icon under their own id, so every link field has a symbol and pages need no list of them.
 */
import {
  siBluesky,
  siCashapp,
  siDiscord,
  siEtsy,
  siFacebook,
  siGofundme,
  siInstagram,
  siKofi,
  siMastodon,
  siPatreon,
  siPaypal,
  siReddit,
  siSnapchat,
  siThreads,
  siTiktok,
  siTwitch,
  siVenmo,
  siVimeo,
  siX,
  siYoutube,
} from 'simple-icons';
import type { Plugin } from 'vite';

/** Profile link field → its simple-icons icon. */
const ICONS: Record<string, { path: string }> = {
  twitter: siX,
  bluesky: siBluesky,
  instagram: siInstagram,
  facebook: siFacebook,
  discord: siDiscord,
  snapchat: siSnapchat,
  tiktok: siTiktok,
  threads: siThreads,
  reddit: siReddit,
  twitch: siTwitch,
  youtube: siYoutube,
  vimeo: siVimeo,
  mastodon: siMastodon,
  patreon: siPatreon,
  kofi: siKofi,
  venmo: siVenmo,
  cashapp: siCashapp,
  paypal: siPaypal,
  gofundme: siGofundme,
  etsy: siEtsy,
};

/** Link fields without a brand mark: they get the site's line icon for a link (ui/icons.tsx). */
const PLAIN = ['extralife'];
const LINK_SYMBOL =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">' +
  '<path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1"/><path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"/>';

const VIRTUAL_ID = 'virtual:social-icons';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DEV_PATH = '/@social-icons.svg';

export function socialSprite(): string {
  const symbols = Object.entries(ICONS).map(([field, icon]) => {
    return `<symbol id="${field}" viewBox="0 0 24 24"><path d="${icon.path}"/></symbol>`;
  });
  const plain = PLAIN.map((field) => `<symbol id="${field}" ${LINK_SYMBOL}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}${plain.join('')}</svg>`;
}

export function socialIcons(): Plugin {
  let serve = false;
  return {
    name: 'social-icons',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const fields = `export const ICON_FIELDS = ${JSON.stringify([...Object.keys(ICONS), ...PLAIN])};`;
      if (serve) return `export default ${JSON.stringify(DEV_PATH)};\n${fields}`;
      const ref = this.emitFile({ type: 'asset', name: 'social-icons.svg', source: socialSprite() });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};\n${fields}`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_req, res) => {
        res.setHeader('content-type', 'image/svg+xml');
        res.end(socialSprite());
      });
    },
  };
}

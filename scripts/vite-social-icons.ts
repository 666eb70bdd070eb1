/**
 * Vite plugin: `import spriteUrl, { ICON_FIELDS } from 'virtual:social-icons'`.
 *
 * Builds one SVG sprite of the brand icons of the profile's social and support links from the
 * simple-icons package (CC0) and serves it as a hashed, cached file. The icons are an image the
 * browser fetches once, not JavaScript: the public profile stays inside its JS budget, and each
 * link shows `<use href="{spriteUrl}#{field}">`. Fields without a brand icon get a generic one.
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
  patreon: siPatreon,
  kofi: siKofi,
  venmo: siVenmo,
  cashapp: siCashapp,
  paypal: siPaypal,
  gofundme: siGofundme,
  etsy: siEtsy,
};

const VIRTUAL_ID = 'virtual:social-icons';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const DEV_PATH = '/@social-icons.svg';

export function socialSprite(): string {
  const symbols = Object.entries(ICONS).map(([field, icon]) => {
    return `<symbol id="${field}" viewBox="0 0 24 24"><path d="${icon.path}"/></symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
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
      const fields = `export const ICON_FIELDS = ${JSON.stringify(Object.keys(ICONS))};`;
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

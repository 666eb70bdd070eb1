import { WELCOME_HEADING } from '../../shared/landing';
import { escapeMarkup } from '../features/sharing/escape';

/** index.html's empty frame for the page (the app draws its own <main> in the same place). */
const EMPTY_MAIN = '<main id="main"></main>';

/**
 * index.html for "/" with the landing hero the app draws (web/features/home/home-page.tsx): the
 * heading, the page's largest paint, shows with the HTML and its CSS instead of after the
 * application script and the route's code (docs/decisions/0014). React replaces it on its first
 * render. The actions row is left empty, its room held by CSS: whether to offer signing up or a
 * member's shortcuts only the script knows. The page is returned unchanged when it has no frame.
 */
export function withLandingHero(html: string, welcome: string): string {
  const hero =
    '<main id="main"><section class="page page-wide home" aria-labelledby="page-title">' +
    '<div class="home-hero"><header class="home-hero-text">' +
    `<h1 id="page-title" class="home-title">${escapeMarkup(WELCOME_HEADING)}</h1>` +
    `<p class="lead home-lead">${escapeMarkup(welcome)}</p>` +
    '<div class="cta-row home-actions"></div>' +
    '</header></div></section></main>';
  // A function as the replacement, so that a `$&` in the club's text is not read as a pattern.
  return html.replace(EMPTY_MAIN, () => hero);
}

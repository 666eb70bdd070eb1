import { WELCOME_HEADING } from '../../shared/landing';
import { escapeMarkup } from './escape';

// What a page shows before the application script runs (docs/decisions/0014): index.html's empty
// <main> filled with the top of the page, the same markup the app draws there, so the largest
// paint does not wait for the script, the route's code and its data. React replaces it on its
// first render. Each builder returns the page unchanged when it has no such frame.

/** index.html's empty frame for the page (the app draws its own <main> in the same place). */
const EMPTY_MAIN = '<main id="main"></main>';

function withMain(html: string, content: string): string {
  // A function as the replacement, so that a `$&` in members' or the club's text is not read as a pattern.
  return html.replace(EMPTY_MAIN, () => `<main id="main">${content}</main>`);
}

/**
 * "/" with the landing hero the app draws (web/features/home/home-page.tsx): heading and welcome
 * text. The actions row is left empty, its room held by CSS: whether to offer signing up or a
 * member's shortcuts only the script knows.
 */
export function withLandingHero(html: string, welcome: string): string {
  return withMain(
    html,
    '<section class="page page-wide home" aria-labelledby="page-title">' +
      '<div class="home-hero"><header class="home-hero-text">' +
      `<h1 id="page-title" class="home-title">${escapeMarkup(WELCOME_HEADING)}</h1>` +
      `<p class="lead home-lead">${escapeMarkup(welcome)}</p>` +
      '<div class="cta-row home-actions"></div>' +
      '</header></div></section>',
  );
}

/**
 * A wide page's header with its title, as web/ui/page.tsx draws it (a public profile: the
 * member's name). Actions, if the page has any, arrive with the script, to the title's right.
 */
export function withPageHeading(html: string, title: string): string {
  return withMain(
    html,
    '<section class="page page-wide" aria-labelledby="page-title">' +
      '<header class="page-header"><div class="page-header-text">' +
      `<h1 id="page-title">${escapeMarkup(title)}</h1>` +
      '</div></header></section>',
  );
}

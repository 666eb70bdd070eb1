/**
 * The landing page's heading (SPEC: "/"): drawn by the app (web/features/home/home-page.tsx) and,
 * before the script runs, by the server's first paint of "/" (server/lib/first-paint.ts).
 */
export const WELCOME_HEADING = 'Welcome to the Midwest Cosplay & Maker Club';

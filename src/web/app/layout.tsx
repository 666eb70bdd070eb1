import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from '../ui/toast';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { ScrollRestoration } from './scroll-restoration';

export function Layout() {
  return (
    <>
      <ScrollRestoration />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavBar />
      <main id="main" tabIndex={-1}>
        {/* "Loading…" only while a first page's code is still missing (main.tsx fetches it ahead).
            A navigation keeps the old page until the next one is ready: the router changes the
            location in a transition, and a transition does not swap shown content for a fallback. */}
        <Suspense fallback={<p className="page loading">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
    </>
  );
}

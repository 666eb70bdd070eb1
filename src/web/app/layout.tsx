import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from '../ui/toast';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavBar />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p className="page loading">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
    </>
  );
}

import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import site from "./content/site-text";
import { PageHeader } from "./components/page-header";
import { InternalLinks } from "./components/internal-links";
import { FEED_PATH } from "./lib/site";
import { PHOTO_HOST } from "./lib/third-party-hosts";

/** Photos come from the stock-photo host on nearly every page: open the connection while the HTML parses. */
export const links: Route.LinksFunction = () => [{ rel: "preconnect", href: PHOTO_HOST }];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Lets the browser paint a dark canvas before the stylesheet arrives, so a dark page never flashes white. */}
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/atom+xml" title={site.feed.title} href={FEED_PATH} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-surface px-4 py-3 font-semibold text-link focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          {site.skipLink}
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <InternalLinks />
      <Outlet />
    </>
  );
}

/** The spec's fallback for an unexpected error while routing or rendering. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : site.errorPage.unknownError;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <PageHeader title={site.errorPage.title}>
        <p className="text-lg text-ink-muted">{detail}</p>
      </PageHeader>
    </div>
  );
}

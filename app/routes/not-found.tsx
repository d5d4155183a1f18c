import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { seo } from "../lib/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ location }) =>
  seo({
    meta: {
      title: "Page not found",
      description: "The page you asked for does not exist. Return to the Top5 home page to browse every ranked list and guide.",
      keywords: ["top5"],
    },
    path: location.pathname,
    noindex: true,
  });

/**
 * Every unknown path. The server sends this page (prerendered as 404.html) with status 404; in the browser
 * the catch-all route matches the same paths, so hydration renders the same screen.
 */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
  }, [pathname]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">
        <span className="sr-only">404: </span>Oops! Page not found
      </h1>
      <Link to="/" className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
        Return to Home
      </Link>
    </div>
  );
}

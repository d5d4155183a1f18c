import { useEffect } from "react";
import { Link, useLocation } from "react-router";

/** The not-found screen, with the console log the spec asks for. */
export function NotFoundPage() {
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

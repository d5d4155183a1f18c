import { useEffect } from "react";
import { useLocation } from "react-router";
import site from "../../content/site";
import { fillIn } from "../lib/format";
import { ButtonLink } from "./ui/button";

/** The not-found screen, with the console log the spec asks for. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(fillIn(site.notFound.consoleLog, { path: pathname }));
  }, [pathname]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-accent" aria-hidden="true">
        {site.notFound.code}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">
        <span className="sr-only">{`${site.notFound.code}: `}</span>
        {site.notFound.title}
      </h1>
      <ButtonLink to="/" className="mt-8">
        {site.notFound.homeLink}
      </ButtonLink>
    </div>
  );
}

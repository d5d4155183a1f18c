import { useEffect } from "react";
import { useLocation } from "react-router";
import site from "../content/site-text";
import { fillIn } from "../lib/format";
import { HeaderSearch } from "./header-search";
import { ButtonLink } from "./ui/button";
import { PageLink } from "./ui/page-link";

/** The not-found screen, with the console log the spec asks for, then a way on: the site search and popular lists. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const { notFound } = site;
  useEffect(() => {
    console.error(fillIn(notFound.consoleLog, { path: pathname }));
  }, [pathname, notFound.consoleLog]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-accent" aria-hidden="true">
        {notFound.code}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink">
        <span className="sr-only">{`${notFound.code}: `}</span>
        {notFound.title}
      </h1>
      <ButtonLink to="/" className="mt-8">
        {notFound.homeLink}
      </ButtonLink>
      <p className="mt-12 text-ink-muted">{notFound.searchHint}</p>
      <HeaderSearch name={notFound.searchName} className="mt-3 w-full max-w-sm" inputClassName="" />
      <section aria-labelledby="popular-lists" className="mt-12">
        <h2 id="popular-lists" className="text-lg font-bold text-ink">
          {notFound.popularHeading}
        </h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2">
          {notFound.popular.map((link) => (
            <li key={link.to}>
              <PageLink
                to={link.to}
                className="inline-flex min-h-6 items-center font-medium text-link underline underline-offset-2"
              >
                {link.label}
              </PageLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import { Search } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";
import site from "../content/site-text";

/**
 * The header's search field: a GET form to /search, so it also works before the JavaScript has loaded. The field is
 * uncontrolled, so what the reader typed before hydration stays in it: React never sets its value.
 * `name` tells the copies (bar, small-screen menu, not-found page) apart for screen readers. In the bar the field
 * has a fixed width (`inputClassName`), so it does not move when a slow phone paints its button after it.
 */
export function HeaderSearch({
  name,
  className = "",
  inputClassName = "md:w-48",
}: {
  name: string;
  className?: string;
  inputClassName?: string;
}) {
  const id = useId();
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label={name}
      className={`flex items-center gap-1 ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {site.header.searchLabel}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder={site.header.searchPlaceholder}
        className={`min-h-11 w-full min-w-0 rounded-lg border border-line-strong px-3 text-base text-ink placeholder:text-ink-faint ${inputClassName}`}
      />
      <button
        type="submit"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-surface-sunken"
      >
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">{site.header.searchButton}</span>
      </button>
    </Form>
  );
}

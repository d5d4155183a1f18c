import { memo, type ReactNode } from "react";

/**
 * A route's page, rendered again only when its loader data changes. React Router renders every route again when
 * a navigation starts, to report it as loading; the page being left has nothing new to show, and on a slow phone
 * rendering all of it again delayed the next page (decision 026). So a page reads only its loader data from its
 * props.
 */
export function routePage<Data>(Page: (props: { loaderData: Data }) => ReactNode) {
  return memo(Page, (before, after) => before.loaderData === after.loaderData);
}

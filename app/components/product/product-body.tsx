import type { Change, DatedFact } from "../../../content/schema/primitives";
import type { EarlierFigure, Figure, Ranking } from "../../content/product-page";
import text from "../../content/product-text";
import site from "../../content/site-text";
import { fillIn, formatDate } from "../../lib/format";
import { cardHeadingId, slugify } from "../../lib/slug";
import { DatedFactText } from "../dated-fact";
import { FactValue } from "../list/fact-value";
import { LabelledLine } from "../list/labelled-line";
import { ScoreBreakdown } from "../list/score-breakdown";
import { VisitLink } from "../list/visit-link";
import { NoteLine } from "../note-line";
import { PageHeader } from "../page-header";
import { StarRating } from "../star-rating";
import { PageLink } from "../ui/page-link";

/** What a product's page shows, gathered from its record and the lists that rank it (app/content/product-page.ts). */
export interface ProductView {
  name: string;
  /** What it is, as the list where it ranks highest says. */
  description: string;
  price: DatedFact;
  /** The lists that rank it, the highest rank first. */
  rankings: Ranking[];
  figures: Figure[];
  history: EarlierFigure[];
  changes: Change[];
}

/** Where a list shows the product: its card there. */
const cardOf = ({ path, entry }: Ranking) => `${path}#${cardHeadingId(entry.title)}`;

const cell = "px-3 py-2 text-left align-top";

/**
 * A product's page below its trail, rendered to HTML at build time (decision 044): the top says what it is, where
 * it ranks and how to visit it; then each list's scores with their reasons, its figures with their dates and sources,
 * and their earlier values. Every link is a plain anchor, as in a guide's body.
 */
export function ProductBody({ view }: { view: ProductView }) {
  const { name, rankings, figures, history } = view;
  const [best] = rankings;
  return (
    <>
      <PageHeader title={name} titleId="product-title" tagline={view.description} changes={view.changes}>
        <section aria-labelledby="ranked-on" className="space-y-1" data-search-ignore>
          <h2 id="ranked-on" className="text-sm font-semibold text-ink">
            {text.ranksHeading}
          </h2>
          <ul className="space-y-1">
            {rankings.map((ranking) => (
              <li key={ranking.path} className="flex flex-wrap items-center gap-x-3">
                <PageLink
                  to={cardOf(ranking)}
                  className="inline-flex min-h-6 items-center font-semibold text-link underline"
                >
                  {fillIn(text.rank, { rank: ranking.entry.rank, list: ranking.list.title })}
                </PageLink>
                <StarRating rating={ranking.entry.rating} />
              </li>
            ))}
          </ul>
        </section>
        {best && (
          <div className="flex flex-wrap gap-3">
            <VisitLink entry={best.entry} />
          </div>
        )}
        {/* The same disclosure as at the top of a list, near the link it concerns (FTC guidance). */}
        <NoteLine>
          {`${site.list.disclosure} `}
          <PageLink to={site.list.disclosureLink.to} className="text-link underline underline-offset-2">
            {site.list.disclosureLink.label}
          </PageLink>
        </NoteLine>
      </PageHeader>
      {rankings.map((ranking) => (
        <ListScores key={ranking.path} ranking={ranking} name={name} />
      ))}
      <FiguresTable
        id="figures"
        heading={text.figuresHeading}
        caption={text.figuresCaption}
        name={name}
        value={text.value}
      >
        <tr className="border-b border-line-soft">
          <th scope="row" className={`${cell} font-medium text-ink`}>
            {site.compare.price}
          </th>
          <td className={`${cell} text-ink-muted`}>
            <DatedFactText fact={view.price} />
          </td>
        </tr>
        {figures.map((figure) => (
          <tr key={figure.id} className="border-b border-line-soft" data-fact={figure.id}>
            <th scope="row" className={`${cell} font-medium text-ink`}>
              {figure.label}
            </th>
            <td className={`${cell} text-ink-muted`}>
              <FactValue fact={figure.fact} />
            </td>
          </tr>
        ))}
      </FiguresTable>
      {history.length > 0 && <EarlierFigures history={history} name={name} />}
    </>
  );
}

/** One list that ranks the product: its rank and rating there, what the list says of it, and why each score. */
function ListScores({ ranking, name }: { ranking: Ranking; name: string }) {
  const { list, entry } = ranking;
  const id = `ranked-${slugify(ranking.path)}`;
  return (
    // What a list says of the product is that list's to be found by: search finds the product by its name.
    <section aria-labelledby={id} className="space-y-3 border-t border-line pt-6" data-search-ignore>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-bold text-ink">
          {fillIn(text.rank, { rank: entry.rank, list: list.title })}
        </h2>
        <StarRating rating={entry.rating} />
      </div>
      {entry.job && <LabelledLine label={site.list.job}>{entry.job}</LabelledLine>}
      <LabelledLine label={site.list.bestFor}>{entry.bestFor}</LabelledLine>
      <div>
        <h3 className="font-semibold text-ink">{site.list.topFeatures}</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-ink-muted">
          {entry.pros.map((pro) => (
            <li key={pro}>{pro}</li>
          ))}
        </ul>
      </div>
      <LabelledLine label={site.list.drawback}>{entry.drawback}</LabelledLine>
      <ScoreBreakdown list={list} entry={entry} />
      <p>
        <PageLink to={cardOf(ranking)} className="inline-flex min-h-6 items-center font-semibold text-link underline">
          {fillIn(text.seeCard, { name, list: list.title })}
        </PageLink>
      </p>
    </section>
  );
}

/** The earlier values of its figures, each with the last month a source showed it and the day it was replaced. */
function EarlierFigures({ history, name }: { history: EarlierFigure[]; name: string }) {
  return (
    <FiguresTable
      id="earlier-figures"
      heading={text.historyHeading}
      caption={text.historyCaption}
      name={name}
      value={text.earlier}
    >
      {history.map((earlier, index) => (
        <tr key={index} className="border-b border-line-soft">
          <th scope="row" className={`${cell} font-medium text-ink`}>
            {earlier.label}
          </th>
          <td className={`${cell} text-ink-muted`}>
            <DatedFactText fact={earlier.fact} />
            <span className="block text-xs text-ink-faint">
              {fillIn(text.replaced, { date: formatDate(earlier.until) })}
            </span>
          </td>
        </tr>
      ))}
    </FiguresTable>
  );
}

/** A section of one two-column table of figures: what each is, then its value. */
function FiguresTable({
  id,
  heading,
  caption,
  name,
  value,
  children,
}: {
  id: string;
  heading: string;
  caption: string;
  name: string;
  value: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3" data-search-ignore>
      <h2 id={id} className="text-2xl font-bold text-ink">
        {heading}
      </h2>
      <div className="rounded-lg border border-line">
        <table className="w-full border-collapse text-sm">
          <caption className="px-3 pt-2 text-left font-semibold text-ink-muted">{fillIn(caption, { name })}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className={`${cell} w-2/5 font-semibold text-ink`}>
                {text.figure}
              </th>
              <th scope="col" className={`${cell} font-semibold text-ink`}>
                {value}
              </th>
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </section>
  );
}

import type { RankedList } from "../../content/list-ratings";
import site from "../../content/site-text";

/** 'The competition': the products the list considered and left out, one line of reason each. */
export function Competition({ list }: { list: RankedList }) {
  return (
    <section aria-labelledby="competition" className="space-y-2">
      <h2 id="competition" className="text-2xl font-bold text-ink">
        {site.list.competition}
      </h2>
      <p className="text-ink-muted">{site.list.competitionIntro}</p>
      <ul className="list-disc space-y-1 pl-6 text-ink-muted">
        {list.competition.map((product) => (
          <li key={product.name}>
            <strong className="font-semibold text-ink">{`${product.name}: `}</strong>
            {product.why}
          </li>
        ))}
      </ul>
    </section>
  );
}

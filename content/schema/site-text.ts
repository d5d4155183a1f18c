import { z } from "zod";
import { labelledLinkSchema, pageLink } from "./references";
import { fields, pageMetaSchema, template, textSchema } from "./primitives";
import { factUnits } from "./vendors";

/**
 * Every word of the site's chrome (content/site.yaml): header, footer, card labels, notes, the not-found and
 * error screens. Components read it; none writes text of its own. `{name}` marks a value the page fills in.
 */
export const siteTextSchema = fields({
  /** The brand's short name: the logo, page-title suffix and copyright. */
  brand: textSchema,
  skipLink: textSchema,
  header: fields({
    /** Read after the brand by screen readers: 'Top5 home'. */
    home: textSchema,
    links: z.array(labelledLinkSchema).min(1),
    navLabel: textSchema,
    menu: textSchema,
    searchName: textSchema,
    searchLabel: textSchema,
    searchPlaceholder: textSchema,
    searchButton: textSchema,
  }),
  footer: fields({
    navLabel: textSchema,
    links: z.array(labelledLinkSchema).min(1),
    /** Also shown near the top of every ranked page (FTC: close to the recommendation). */
    affiliateNote: textSchema,
    disclaimer: textSchema,
    copyright: textSchema,
  }),
  errorPage: fields({ title: textSchema, unknownError: textSchema }),
  notFound: fields({
    meta: pageMetaSchema,
    code: textSchema,
    title: textSchema,
    homeLink: textSchema,
    /** Above the search field, which sends the reader to /search. */
    searchHint: textSchema,
    searchName: textSchema,
    /** The lists a lost reader is most likely to want (three read well). */
    popularHeading: textSchema,
    popular: z.array(fields({ label: textSchema, to: pageLink({ kinds: ["list"] }) })).min(1),
    /** The console line the spec asks for; {path} is the missing path. */
    consoleLog: template("path"),
  }),
  lastUpdated: textSchema,
  /** The summary of a page's change log, collapsed by default. */
  whatChanged: textSchema,
  /** Title and subtitle of the Atom feed (/feed.xml). */
  feed: fields({ title: textSchema, subtitle: textSchema }),
  /** After a changing fact, linked to its source: 'as of {date}', the month a source last showed it. */
  asOf: template("date"),
  /** The link text of a lasting fact's source (a release year), which carries no date: 'source'. */
  lastingSource: textSchema,
  /** Near the top of money, health, therapy, legal and safety pages. */
  adviceNote: textSchema,
  /** The legal pages' line, e.g. 'Last Updated January 2025'. */
  plainLastUpdated: template("date"),
  rating: fields({ scale: textSchema, outOf: template("rating") }),
  breadcrumbs: fields({ label: textSchema, home: textSchema, categories: textSchema }),
  list: fields({
    rankPrefix: template("rank"),
    bestFor: textSchema,
    topFeatures: textSchema,
    learnMore: textSchema,
    learnMoreHint: template("title"),
    visitSite: textSchema,
    visitSiteHint: template("title"),
    detailedReviews: textSchema,
    drawback: textSchema,
    /** Names of a list's two side boxes: how it was made (and its tip), then Must Reads and the jump list. */
    sidebarLabel: textSchema,
    moreLabel: textSchema,
    /** Heading of the wide screen's list of the five picks, which stays in view beside the reviews. */
    jumpToPick: textSchema,
    /** Beside 'Visit Site' when the link is an affiliate link. */
    affiliateLink: textSchema,
    /** A criterion's weight in the 'How we created this list' box and the tables: '{weight}%'. */
    weight: template("weight"),
    mustReads: textSchema,
    readMore: textSchema,
    /** Lists whose picks do different jobs: before each pick's job on its card, and its runner-up in the review. */
    job: textSchema,
    runnerUp: textSchema,
    /** Before the sentence on why a pick of a list with fixed ratings ranks out of rating order. */
    outOfOrder: textSchema,
    /** 'How we created this list': the tiebreak ('{criterion}'), a rubric's summary, a computed criterion's rule. */
    tiebreak: template("criterion"),
    /** The one-line affiliate disclosure near the top of a list, and its link to the whole policy. */
    disclosure: textSchema,
    disclosureLink: labelledLinkSchema,
    /** The disclosure that folds the rest of a list's intro. */
    moreAbout: textSchema,
    /** Heading of what every pick must meet (a list's requirements), and the products each left out ({names}). */
    requirements: textSchema,
    screenedOut: template("names"),
    rubric: textSchema,
    /** After the rubric's summary for screen readers, which hear five of them in a row: 'on {criterion}'. */
    rubricHint: template("criterion"),
    computedRule: template("fact"),
    /** The ends of a computed criterion's steps: '{value} or less' earns a 5 when less is better. */
    orLess: template("value"),
    orMore: template("value"),
    /** A whole-number step of a computed rule that falls between two numbers: 'about 8'. */
    about: template("value"),
    /** 'The competition': products considered and left out. */
    competition: textSchema,
    competitionIntro: textSchema,
  }),
  /** 'Compare the five': the table of every pick's scores, price and who it suits. */
  compare: fields({
    heading: textSchema,
    /** The table's caption; it begins with 'Compare'. */
    caption: textSchema,
    criterion: textSchema,
    price: textSchema,
    bestFor: textSchema,
    visit: textSchema,
  }),
  /** The table under each detailed review that shows how its rating adds up. */
  breakdown: fields({
    caption: template("rating", "title"),
    criterion: textSchema,
    weight: textSchema,
    score: textSchema,
    why: textSchema,
    total: textSchema,
  }),
  /** Heading of the primary sources at the end of a list or guide. */
  sources: textSchema,
  /** How a product's numbers read: one template per unit ('{amount}'), yes/no, no limit. */
  facts: fields({
    /** After a price that changed within a year: its earlier {amount} and the month a source last showed it, {date}. */
    downFrom: template("amount", "date"),
    upFrom: template("amount", "date"),
    units: z.record(z.enum(factUnits).exclude(["yes-no"]), template("amount")),
    yes: textSchema,
    no: textSchema,
    unlimited: textSchema,
  }),
  guide: fields({
    tableOfContents: textSchema,
    bottomLine: textSchema,
    relatedReading: textSchema,
  }),
  cards: fields({
    readNow: textSchema,
    trendingPrefix: template("position"),
    topPick: textSchema,
    seeTopFive: textSchema,
  }),
  sponsored: fields({
    heading: textSchema,
    placeholder: textSchema,
    /** Accessible names of the two slots, which screen readers list side by side as landmarks. */
    midArticleLabel: textSchema,
    belowArticleLabel: textSchema,
  }),
  prosCons: fields({ pros: textSchema, cons: textSchema }),
  tableScrollLabel: textSchema,
  codeScrollLabel: textSchema,
  checklistProgress: template("done", "total"),
  /** Alt text of the site's own share card (public/og-image.jpg). */
  shareImageAlt: textSchema,
});

export type SiteTextInput = z.input<typeof siteTextSchema>;

/**
 * content/priorities.yaml: "What matters to you?", where a reader sets how much each criterion matters and sees the
 * five re-ranked. The closed control's words reach the page with its data; the rest load with the control. {criterion} {weight} {rating} {rank} {title} {from} {to} {counts} {why} {order} are
 * filled in.
 */
export const prioritiesTextSchema = fields({
  /** The link at the end of a list's summary box that opens the control. */
  link: textSchema,
  heading: textSchema,
  /** Inside the control until its code has loaded, and for good without JavaScript. */
  noScript: textSchema,
  loading: textSchema,
  intro: textSchema,
  presets: textSchema,
  criteria: textSchema,
  criterion: template("criterion", "weight"),
  /** The four levels, from "doesn't matter" (0) to "matters most" (3); the third keeps our weight. */
  levels: z.tuple([textSchema, textSchema, textSchema, textSchema]),
  reset: textSchema,
  result: textSchema,
  /** Under "Your ranking" when a rating there differs from the card's: why. */
  ratingsDiffer: textSchema,
  rating: template("rating"),
  was: template("rank"),
  same: textSchema,
  /** The one line on the pick that moved most; {counts} is `more` or `less`. */
  moved: template("title", "from", "to", "criterion", "counts", "why"),
  more: textSchema,
  less: textSchema,
  sameOrder: textSchema,
  nothing: textSchema,
  /** What a screen reader hears after each change, politely. */
  announce: template("order"),
});

export type PrioritiesText = z.infer<typeof prioritiesTextSchema>;
export type PrioritiesTextInput = z.input<typeof prioritiesTextSchema>;

/**
 * content/product-page.yaml: the words of a product's page (/product/<id>), which gathers what the lists that rank a
 * product say of it (decision 043). They are used at build time only, where the page's body is rendered (decision
 * 044), so they add nothing to any page's JavaScript. {name} {rank} {list} {rating} {change} {date} are filled in;
 * the page's title and description follow the rules of every page's meta (their length is checked once filled).
 */
export const productPageTextSchema = fields({
  meta: fields({
    title: template("name"),
    /** Names the list that ranks it highest, so it stays short however many lists rank it. */
    description: template("name", "rank", "list", "rating"),
    keywords: z.array(template("name")).min(1, "expected at least one keyword"),
  }),
  /** Above the lists that rank it, near the top. */
  ranksHeading: textSchema,
  /** A list that ranks it: the link to its card there, and the heading of its scores on the page. */
  rank: template("rank", "list"),
  /** The link from a list's scores to the product's card on that list. */
  seeCard: template("name", "list"),
  figuresHeading: textSchema,
  figuresCaption: template("name"),
  figure: textSchema,
  value: textSchema,
  historyHeading: textSchema,
  historyCaption: template("name"),
  earlier: textSchema,
  /** Under an earlier value: the day a source first showed the value that replaced it. */
  replaced: template("date"),
  /** A line of a list's change log, as the product's "What changed" shows it. */
  changeLine: template("list", "change"),
});

export type ProductPageTextInput = z.input<typeof productPageTextSchema>;

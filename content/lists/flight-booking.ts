import type { RankedListInput } from "../schema/lists";

export default {
  meta: {
    title: "Best Flight Booking Sites: Top 5 for Finding Cheap Flights",
    description:
      "We compared fare search, flexible-date tools, price alerts and booking protection to rank the five best sites for finding and booking cheap flights.",
    keywords: [
      "best flight booking sites",
      "cheap flights",
      "google flights vs skyscanner",
      "flight search engine",
      "flight price alerts",
    ],
  },
  back: { label: "Back to Categories", to: "/categories" },
  title: "Best Flight Booking Sites",
  tagline: "Five sites that find the fare worth booking, and tell you when it drops.",
  icon: "plane",
  intro: [
    "We compared the sites most travelers use to search for and book flights: search engines that compare fares across airlines and agencies, and an online travel agency that sells the ticket itself. From each site's own product and help pages, we looked at how many airlines and agencies it searches, its tools for flexible dates and destinations, its price alerts, how it shows fees, and what happens when you need to change a booking.",
    "Fares move constantly, and features change; the features described here are as of 2025. Whichever site you use to search, compare the final price, including bags and seat fees, before you pay.",
  ],
  sections: [
    {
      heading: "Quick Summary",
      paragraphs: [
        "Search on Google Flights first, check Skyscanner for budget airlines and flexible destinations, and book with the airline directly when the price is the same. Use Expedia when a flight-and-hotel package saves money.",
      ],
      points: [
        "Best overall: Google Flights, for its flexible-date tools and price tracking",
        "Best for flexible trips: Skyscanner, with 'Everywhere' and whole-month searches",
        "Best for fee-aware comparison: Kayak, with Hacker Fares and a fee assistant",
        "Best for packages: Expedia, which bundles flights with hotels and cars",
        "Best second opinion: Momondo, for a quick cross-check of prices",
      ],
    },
  ],
  summaryHeading: "Our Top 5 Best Flight Booking Sites",
  entriesHeading: "Rankings",
  entries: [
    {
      rank: 1,
      product: "google-flights",
      description:
        "A free fare search with a date grid, price graph, price tracking and an Explore map for flexible trips, which hands you to the airline to book.",
      rating: 4.9,
      scores: {
        fares: {
          score: 4.7,
          why: "Searches most major airlines and many agencies, but its coverage of small budget airlines and online agencies is thinner than Skyscanner's.",
        },
        flexible: {
          score: 5.0,
          why: "Date grid, price graph and an Explore map show the cheapest days and destinations from your airport.",
        },
        alerts: {
          score: 5.0,
          why: "Tracks prices on set dates or any dates on a route, and price insights label each fare low, typical or high for that trip.",
        },
        fees: {
          score: 4.9,
          why: "A bags filter adds carry-on and checked-bag fees to the fares shown, and each booking option names the airline or agency selling it.",
        },
        booking: {
          score: 4.8,
          why: "It sells nothing itself and links to the airline's own site where it can, so changes and refunds stay between you and the airline.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1542296332-2e4473faf563",
        alt: "A commercial jet airliner",
      },
      pros: [
        "Date grid and price graph show the cheapest days around your trip",
        "Price tracking emails you when fares on a route or date change",
        "Price insights label a fare as low, typical or high for that route",
      ],
      bestFor: "Everyone, as the first place to search for any flight.",
      drawback:
        "It only searches: you book with the airline or an agency, and a few carriers and agencies are not included.",
      review: [
        "Start every flight search here: Google Flights has the most complete set of tools for flexible dates of the five, and it hands you to the airline to book. The date grid and price graph show fares across weeks at a glance, the Explore map shows where you can go cheaply from your airport, and price tracking watches a route and labels each fare low, typical or high.",
        "Because it only searches, you book with the airline or an agency, which usually means you deal with the airline directly when plans change. The weak spot is coverage: small budget airlines and online agencies are thinner here than on Skyscanner, so if you fly low-cost carriers, run the same search there before you buy.",
      ],
    },
    {
      rank: 2,
      product: "skyscanner",
      description:
        "A fare search engine with wide coverage of budget airlines and agencies, and strong tools for flexible destinations and months.",
      rating: 4.8,
      scores: {
        fares: {
          score: 5.0,
          why: "Searches a wider range of low-cost airlines and online travel agencies than Google Flights covers.",
        },
        flexible: {
          score: 5.0,
          why: "Its 'Everywhere' search lists the cheapest destinations from your airport, and whole-month and cheapest-month views cover flexible dates.",
        },
        alerts: { score: 4.7, why: "Price alerts work on set dates and on flexible searches, by email or in its app." },
        fees: {
          score: 4.5,
          why: "The cheapest result often comes from a little-known agency, whose final price with bags and payment fees can differ from the one listed.",
        },
        booking: {
          score: 4.4,
          why: "When the best price is an agency's, you book and make changes through that agency rather than the airline.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1476514525535-07fb3b4ae5f1",
        alt: "Turquoise mountain lake surrounded by steep peaks",
      },
      pros: [
        "'Everywhere' search lists the cheapest destinations from your airport",
        "Whole-month and cheapest-month views for flexible dates",
        "Covers many low-cost airlines and online travel agencies, with price alerts",
      ],
      bestFor: "Flexible travelers and anyone flying budget airlines, especially in Europe and Asia.",
      drawback: "The cheapest result often links to lesser-known agencies whose customer service can be poor.",
      review: [
        "When you know roughly when you want to go but not where, or where but not when, Skyscanner is the quickest way to browse by price. Its 'Everywhere' search and cheapest-month view turn a vague plan into a list of fares, and it covers more budget airlines and agencies than any other site here.",
        "The catch is who sells you the ticket. The lowest price is often from an agency you have never heard of, and if a flight changes you must deal with that agency rather than the airline. Check the agency's rating before you book, or book the same flight with the airline if the price is close. If you mostly fly major airlines on fixed dates, Google Flights is the simpler start.",
      ],
    },
    {
      rank: 3,
      product: "kayak",
      description:
        "A long-running flight search engine with Hacker Fares, a fee assistant for bag costs and price alerts.",
      rating: 4.7,
      scores: {
        fares: {
          score: 4.8,
          why: "Compares airlines and agencies, and Hacker Fares combine one-way tickets on different airlines when that is cheaper than a round trip.",
        },
        flexible: {
          score: 4.7,
          why: "Flexible-date searches of up to three days either side of your dates, plus an Explore map for open destinations.",
        },
        alerts: { score: 4.7, why: "Price alerts can watch a specific trip or a flexible search on a route." },
        fees: {
          score: 4.5,
          why: "The fee assistant adds baggage fees to the fares shown, but results also carry sponsored listings and ads.",
        },
        booking: {
          score: 4.5,
          why: "Links out to airlines and agencies to book, and Hacker Fares are separate tickets, so one airline owes you nothing if the other changes.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1556388158-158ea5ccacbd",
        alt: "A passenger airplane on an airport runway",
      },
      pros: [
        "Hacker Fares combine one-way tickets on different airlines when that is cheaper",
        "Fee assistant adds baggage fees to the fares shown",
        "Price alerts and flexible-date searches",
      ],
      bestFor: "Travelers who check bags and want to compare the real total price.",
      drawback:
        "Results include sponsored listings and ads, and Hacker Fares are separate tickets with no protection if one flight changes.",
      review: [
        "Bag fees can change which flight is really cheapest, and that is where Kayak earns its place. Its fee assistant folds baggage costs into the fares on screen, and Hacker Fares pair one-way tickets on different airlines to beat a round-trip price.",
        "Two things hold it back. Results include sponsored listings and ads you have to read past, and Hacker Fares carry a real risk: they are two separate bookings, so if one airline cancels, the other does not have to help you. If you want an uncluttered search that sends you to the airline to book, use Google Flights; if you check bags on most trips, Kayak is worth the second tab.",
      ],
    },
    {
      rank: 4,
      product: "expedia",
      description:
        "An online travel agency that sells flights itself and bundles them with hotels and cars, with One Key rewards.",
      rating: 4.6,
      scores: {
        fares: {
          score: 4.6,
          why: "Sells fares from most major airlines and many budget carriers, but as a single agency it cannot show other agencies' prices.",
        },
        flexible: {
          score: 4.3,
          why: "Built around set dates and a named destination, with no 'anywhere' search like Skyscanner's 'Everywhere'.",
        },
        alerts: {
          score: 4.7,
          why: "Price tracking on routes, plus a Flight Deals feed in its app, added in 2025, with custom alerts for fares Expedia predicts are well below typical.",
        },
        fees: {
          score: 4.5,
          why: "Shows the trip total before you pay, but basic economy fares sit among regular ones in results, so read the fare rules.",
        },
        booking: {
          score: 4.8,
          why: "The only pick that sells tickets itself, with flight, hotel and car in one checkout and itinerary and One Key rewards, though changes go through Expedia.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1507525428034-b723cf961d3e",
        alt: "Tropical beach with clear turquoise water",
      },
      pros: [
        "Flight and hotel packages that can cost less than booking each part separately",
        "One Key rewards shared across Expedia, Hotels.com and Vrbo",
        "One itinerary for flights, hotel and car in a single account",
      ],
      bestFor: "Vacationers booking a flight and hotel together.",
      drawback:
        "When flights change or are canceled, Expedia stands between you and the airline, which can slow fixes.",
      review: [
        "Booking a flight and a hotel together? Expedia is the one site on this list that sells you the ticket itself, and its strength is packages: Expedia says bundling a flight with a hotel or car can unlock lower rates than booking them separately, and everything sits in one itinerary that earns One Key rewards.",
        "For a flight alone, you usually gain nothing by booking through an agency, and you add a middleman when plans change: schedule changes and refunds may need Expedia and the airline to agree. Watch out for basic economy fares in results, too. If you are booking just a flight, find it on Google Flights and book with the airline.",
      ],
    },
    {
      rank: 5,
      product: "momondo",
      description: "A colorful flight search engine from the Kayak family, useful as a second opinion on prices.",
      rating: 4.5,
      scores: {
        fares: {
          score: 4.7,
          why: "Compares airlines and agencies in one list; as Kayak's sister site under Booking Holdings, its results often match Kayak's.",
        },
        flexible: {
          score: 4.5,
          why: "A price calendar shows fares on the days around your trip, though it offers fewer flexible-search tools than Google Flights or Skyscanner.",
        },
        alerts: {
          score: 4.5,
          why: "Offers price alerts on a route, as its sister site Kayak does, but fewer tools for judging whether a fare is good than Google Flights.",
        },
        fees: {
          score: 4.4,
          why: "Results mix airlines and agencies, and the cheapest are often agencies whose final price with bags can differ from the one listed.",
        },
        booking: {
          score: 4.4,
          why: "Links out to airlines and agencies to book, so when the cheapest seller is an agency, changes go through that agency.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1529074963764-98f45c47344b",
        alt: "Commercial passenger jet in flight",
      },
      pros: [
        "Clear results with a price calendar for nearby dates",
        "Price alerts on the routes you are watching",
        "Includes agencies and airlines in one comparison",
      ],
      bestFor: "Travelers who want to double-check a fare before booking.",
      drawback: "It belongs to the same group as Kayak, so its results often overlap with Kayak's.",
      review: [
        "Think of Momondo as a second opinion. Its results are tidy, its price calendar shows fares on the days around your trip, and it is a good tab to open when you think you have found the right fare and want to confirm nobody sells it for less.",
        "It adds little that the sites above do not already do. Momondo is part of Booking Holdings, like Kayak, so its results often match Kayak's, and it has no tool you will not find elsewhere. Anyone who only wants one site should use Google Flights, or Skyscanner for budget airlines; use Momondo to confirm a price, not as your main search.",
      ],
    },
  ],
  methodology: {
    heading: "How We Ranked",
    text: "We read each site's own product, help and booking pages (as of 2025) and the U.S. Department of Transportation's air travel consumer rules, then scored every site from 0 to 5 on the five criteria below; the rating is their weighted mean. We did not make test bookings; each score names the documented feature or policy it rests on.",
    criteria: [
      {
        id: "fares",
        name: "Fare coverage",
        weight: 30,
        measures: "How many airlines and agencies it searches or sells, including budget carriers",
      },
      {
        id: "flexible",
        name: "Flexible search",
        weight: 20,
        measures: "Tools for flexible dates and destinations: date grids, month views, 'anywhere' searches",
      },
      {
        id: "alerts",
        name: "Price alerts",
        weight: 15,
        measures: "Fare tracking and alerts, and help judging whether a price is good",
      },
      {
        id: "fees",
        name: "Fee and ad transparency",
        weight: 15,
        measures: "Whether bag fees, agency prices and sponsored results are clear before you click through",
      },
      {
        id: "booking",
        name: "Booking and changes",
        weight: 20,
        measures: "Who sells the ticket, what a booking includes, and who helps when plans change",
      },
    ],
  },
  tip: {
    heading: "Pro Tip",
    paragraphs: [
      "Set fare alerts on two sites as soon as you know your route, then book when the price drops into the range the alerts have been showing. Fares often rise in the last few weeks before departure, so do not wait for a last-minute drop.",
    ],
    points: [
      "Domestic flights: book about 1 to 3 months before departure",
      "International flights: book about 2 to 8 months ahead, earlier for peak holidays",
      "Under US Department of Transportation rules, airlines must let you cancel without penalty within 24 hours of booking (or hold the fare) if you book at least seven days before departure",
      "Compare the total price with bags and seats, not the headline fare",
    ],
  },
  mustReads: [{ to: "/hidden-flight-deals" }, { to: "/best-days-to-book-flights" }, { to: "/travel-hacking-101" }],
  itemType: "SoftwareApplication",
  applicationCategory: "TravelApplication",
  ratingCount: 8000,
  changes: [
    {
      date: "2026-11-22",
      text: "Scores per criterion and weights added; dated prices moved to the product records; testing-style claims about speed and fare accuracy replaced by the documented features they rest on",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;

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
        'Best for flexible trips: Skyscanner, with "Everywhere" and whole-month searches',
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
      scores: {
        fares: {
          score: 5,
          why: "Compares offers from over 300 airlines, agencies and other travel partners, and its Cheapest tab adds itineraries built from separate tickets with a self-transfer.",
        },
        flexible: {
          score: 5,
          why: "A date grid and price graph show fares across weeks, and the Explore map shows the cheapest destinations from your airport.",
        },
        alerts: {
          score: 5,
          why: "Tracks prices on set dates or on any dates for a route, and labels each fare low, typical or high for that trip.",
        },
        booking: {
          score: 4.5,
          why: "Names every seller, favors airline links and shows prices with fees, but when an agency is the cheapest seller, changes go through that agency.",
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
        "Because it only searches, you book with the airline or an agency it names, and it favors airline links, so you usually deal with the airline directly when plans change. The weak spot is the exception: when the cheapest seller is an online agency, changes and refunds go through that agency, so check who sells the fare before you click. If you fly low-cost carriers, run the same search on Skyscanner too.",
      ],
    },
    {
      rank: 2,
      product: "skyscanner",
      description:
        "A fare search engine with wide coverage of budget airlines and agencies, and strong tools for flexible destinations and months.",
      scores: {
        fares: {
          score: 5,
          why: "Searches hundreds of airlines and travel agencies, including low-cost carriers, and lists self-transfer itineraries built from separate tickets.",
        },
        flexible: {
          score: 5,
          why: 'Its "Everywhere" search lists the cheapest destinations from your airport, and a month view shows the cheapest dates.',
        },
        alerts: {
          score: 4.5,
          why: "Price alerts work on flexible searches, such as a whole month, as well as on set dates, but it doesn't label a fare low or high.",
        },
        booking: {
          score: 4.5,
          why: "Partners must show their final price with fees, but when an agency is the cheapest seller, you book and make changes through that agency.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1476514525535-07fb3b4ae5f1",
        alt: "Turquoise mountain lake surrounded by steep peaks",
      },
      pros: [
        '"Everywhere" search lists the cheapest destinations from your airport',
        "Whole-month and cheapest-month views for flexible dates",
        "Covers many low-cost airlines and online travel agencies, with price alerts",
      ],
      bestFor: "Flexible travelers and anyone flying budget airlines, especially in Europe and Asia.",
      drawback: "The cheapest result often links to lesser-known agencies whose customer service can be poor.",
      review: [
        'When you know roughly when you want to go but not where, or where but not when, Skyscanner is the quickest way to browse by price. Its "Everywhere" search and cheapest-month view turn a vague plan into a list of fares, and it covers many budget airlines and agencies.',
        "The catch is who sells you the ticket. The lowest price is often from an agency you have never heard of, and if a flight changes you must deal with that agency rather than the airline. Check the agency's rating before you book, or book the same flight with the airline if the price is close. If you mostly fly major airlines on fixed dates, Google Flights is the simpler start.",
      ],
    },
    {
      rank: 3,
      product: "kayak",
      description:
        "A long-running flight search engine with Hacker Fares, a fee assistant for bag costs and price alerts.",
      scores: {
        fares: {
          score: 5,
          why: "Scans hundreds of travel sites in one search, and Hacker Fares combine one-way tickets on different airlines when that is cheaper.",
        },
        flexible: {
          score: 4.5,
          why: "Flexible dates of up to three days on either side of your trip, plus an Explore map of destinations from your airport, but no whole-month view.",
        },
        alerts: {
          score: 4.5,
          why: "Price alerts can watch a specific trip or a flexible search on a route, but it doesn't label a fare low or high.",
        },
        booking: {
          score: 4.5,
          why: "Prices come from the travel sites with no extra fee from Kayak, but when an agency is cheapest you book and change through it.",
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
        "Two things hold it back. Results include sponsored listings and ads you have to read past, and Hacker Fares carry a real risk: they are two separate bookings, so if one airline cancels, the other does not have to help you. For an uncluttered search that sends you to the airline to book, use Google Flights; anyone who checks bags on most trips will find Kayak worth the second tab.",
      ],
    },
    {
      rank: 4,
      product: "expedia",
      description:
        "An online travel agency that sells flights itself and bundles them with hotels and cars, with One Key rewards.",
      scores: {
        fares: {
          score: 4.5,
          why: "Sells fares from most major airlines and many low-cost carriers, but as a single agency it shows only its own price.",
        },
        flexible: {
          score: 4,
          why: 'Shows fares for up to three days on either side of your dates, but has no open-destination search like "Everywhere" or Explore.',
        },
        alerts: {
          score: 4.5,
          why: "Price alerts on routes you watch, plus deal alerts for fares Expedia predicts are well below typical, but no low-or-high label on every search.",
        },
        booking: {
          score: 5,
          why: "Sells the ticket itself and handles changes, with flight, hotel and car in one itinerary and the total price shown before you pay.",
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
      scores: {
        fares: {
          score: 4.5,
          why: "Compares airlines, agencies and other sources, including small online agencies, but its pages describe no combined one-way tickets.",
        },
        flexible: {
          score: 4,
          why: "A price calendar shows fares on the days around your trip, but it has no open-destination search or whole-month view.",
        },
        alerts: {
          score: 4.5,
          why: "Price alerts on a route, including flexible searches, as on its sister site Kayak, but no low-or-high label for a fare.",
        },
        booking: {
          score: 4.5,
          why: "Highlights each seller's booking and baggage fees so you compare totals, but when an agency is cheapest you book and change through it.",
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
    text: "We read each site's own product, help and booking pages (as of 2025) and the U.S. Department of Transportation's air travel consumer rules. Four criteria are scored on the published rubrics below, in half points, and the booking fee is computed from each site's fee; the rating is the weighted mean. We did not make test bookings; each score names the documented feature or policy it rests on.",
    criteria: [
      {
        id: "fares",
        name: "Fare coverage",
        weight: 30,
        measures:
          "How many airlines and travel sites one search covers, and whether it finds cheaper ticket combinations",
        rubric: {
          5: "Compares hundreds of airlines and travel sites in one search, including low-cost carriers, and offers separate tickets combined when cheaper",
          4: "Compares hundreds of airlines and travel sites in one search, or sells fares from hundreds of airlines itself",
          3: "Searches or sells fares from a limited set of airlines or agencies",
          2: "Covers a few airlines and no low-cost carriers",
          1: "One airline's fares only",
        },
      },
      {
        id: "flexible",
        name: "Flexible search",
        weight: 20,
        measures: 'Tools for flexible dates and destinations: date grids, month views, "anywhere" searches',
        rubric: {
          5: "Month or date-grid price views and an open-destination search from your airport",
          4: "Fares a few days on either side of your dates, or a price calendar, without an open-destination search",
          3: "Nearby airports, but fixed dates",
          2: "Fixed dates and airports, with results you can sort by price",
          1: "Fixed dates and airports, with results you cannot sort by price",
        },
      },
      {
        id: "alerts",
        name: "Price alerts",
        weight: 15,
        measures: "Fare tracking and alerts, and help judging whether a price is good",
        rubric: {
          5: "Tracks set dates and any dates on a route, and labels today's fare low, typical or high for that trip",
          4: "Price alerts on a route and set dates, by email or in the app",
          3: "Deal emails for destinations, but no alerts for your own route",
          2: "Fare news only, with no personal alerts",
          1: "No price alerts or deal emails",
        },
      },
      {
        id: "booking",
        name: "Booking and changes",
        weight: 25,
        measures: "Who sells the ticket, whether the price shown includes fees, and who helps when plans change",
        rubric: {
          5: "One company sells the ticket and handles changes (the airline, or the site itself), and the price shown includes all fees",
          4: "Every seller is named before you click, but when an agency is cheapest you book and change through that agency",
          3: "Sellers are named only after you click through",
          2: "The site adds its own booking fee or shows fees only at checkout",
          1: "The seller and its fees stay unclear until after you pay",
        },
      },
      {
        id: "booking-fee",
        name: "Booking fee",
        weight: 10,
        measures: "What the site itself charges on top of the fare ($0 is a 5, $30 or more is a 1)",
        computed: { fact: "booking-fee", five: 0, one: 30 },
      },
    ],
    tiebreak: "fares",
  },
  compare: [
    { fact: "booking-fee", label: "Booking fee charged by the site" },
    { fact: "price-alerts", label: "Price alerts" },
    { fact: "flexible-dates", label: "Flexible-dates calendar or grid" },
    { fact: "sells-tickets", label: "Sells the ticket itself" },
  ],
  presets: [
    { label: "Flexible dates", levels: { flexible: 3, alerts: 3 } },
    { label: "Book in one place", levels: { booking: 3 } },
    { label: "No booking fees", levels: { "booking-fee": 3 } },
  ],
  competition: [
    {
      name: "Hopper",
      why: "Built around price predictions in its app, but much of its value comes from paid add-ons such as price freezes.",
    },
    {
      name: "Kiwi.com",
      why: "Its self-transfer itineraries on separate tickets leave you to make connections yourself if one flight is late.",
    },
    {
      name: "Priceline",
      why: "An agency like Expedia, and part of the same group as Kayak and Momondo, with fewer tools for flexible dates.",
    },
    {
      name: "Trip.com",
      why: "An online agency like Expedia, so it shows only its own prices rather than comparing sellers.",
    },
  ],
  sources: [
    {
      title: "Google Travel Help: How to find the best fares with Google Flights",
      url: "https://support.google.com/travel/answer/7664728",
    },
    {
      title: "Google Travel Help: Track flights and prices",
      url: "https://support.google.com/travel/answer/6235879",
    },
    { title: "Skyscanner: How Skyscanner works", url: "https://www.skyscanner.co.il/media/how-skyscanner-works" },
    { title: "KAYAK: About KAYAK and how we list results", url: "https://www.kayak.com/company" },
    {
      title: "momondo: Terms and conditions (we do not sell travel products)",
      url: "https://www.momondo.com/about/terms",
    },
    {
      title: "Expedia Group: Flight Flex Search (fares three days either side)",
      url: "https://developers.expediagroup.com/xap/products/xap/flight/shopping/flex-search-api",
    },
    {
      title: "U.S. Department of Transportation: Buying a ticket (the 24-hour reservation rule)",
      url: "https://www.transportation.gov/individuals/aviation-consumer-protection/buying-ticket",
    },
  ],
  tip: {
    heading: "Pro Tip",
    paragraphs: [
      "Set fare alerts on two sites as soon as you know your route, then book when the price drops into the range the alerts have been showing. Fares often rise in the last few weeks before departure, so do not wait for a last-minute drop.",
    ],
    points: [
      "Domestic flights: as a rule of thumb, book about 1 to 3 months before departure",
      "International flights: as a rule of thumb, book about 2 to 8 months ahead, earlier for peak holidays",
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
      date: "2026-11-25",
      text: "The booking windows in the tip are labeled as a rule of thumb rather than a tested finding",
    },
    {
      date: "2026-11-25",
      text: 'Ratings recalculated with published rubrics; the booking fee each site charges is now computed into the rating; the comparison table shows booking fees, price alerts, flexible-date tools and who sells the ticket instead of "free to search"',
    },
    {
      date: "2026-11-22",
      text: "Each site scored on five criteria; prices now show the date of the page they come from; claims about speed and fare accuracy replaced by the documented features they rest on",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;

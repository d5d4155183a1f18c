import type { RankedListInput } from "../schema";

export default {
  path: "/flight-booking",
  meta: {
    title: "Best Flight Booking Sites: Top 5 for Finding Cheap Flights",
    description:
      "We compared fare search, flexible-date tools, price alerts and booking protection to rank the five best sites for finding and booking cheap flights.",
    keywords: ["best flight booking sites", "cheap flights", "google flights vs skyscanner", "flight search engine", "flight price alerts"],
  },
  back: { label: "Back to Categories", to: "/categories" },
  title: "Best Flight Booking Sites",
  tagline: "Five sites that find the fare worth booking, and tell you when it drops.",
  icon: "plane",
  intro: [
    "We compared the sites most travelers use to search for and book flights: search engines that compare fares across airlines and agencies, and an online travel agency that sells the ticket itself. We looked at how complete and accurate the fares are, how well each handles flexible dates and destinations, price alerts, and what happens when you need to change a booking.",
    "Fares move constantly, and features change; what follows is as of 2025. Whichever site you use to search, compare the final price, including bags and seat fees, before you pay.",
  ],
  sections: [
    {
      heading: "Quick Summary",
      paragraphs: [
        "Search on Google Flights first, check Skyscanner for budget airlines and flexible destinations, and book with the airline directly when the price is the same. Use Expedia when a flight-and-hotel package saves money.",
      ],
      points: [
        "Best overall: Google Flights, for fast, accurate fares and flexible-date tools",
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
      description: "The fastest, cleanest fare search, with a date grid, price graph, price tracking and an Explore map for flexible trips.",
      rating: 4.9,
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
      drawback: "It only searches: you book with the airline or an agency, and a few carriers and agencies are not included.",
      review: [
        "Google Flights is our number one because it returns accurate fares faster than any other site and has the best tools for flexible dates, so you find the cheapest option in a few clicks. The date grid, price graph and Explore map show where and when fares are lower, and price tracking watches a route for you.",
        "It does not sell tickets; it sends you to the airline or an agency to book, which is usually a good thing because you deal with the airline directly. Its coverage of small budget airlines and online agencies is thinner than Skyscanner's, so if you fly low-cost carriers or want to search 'anywhere', run the same search on Skyscanner.",
      ],
    },
    {
      rank: 2,
      product: "skyscanner",
      description: "A metasearch engine with wide coverage of budget airlines and agencies, and the best tools for flexible destinations and months.",
      rating: 4.8,
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
        "Skyscanner is the best tool when you know roughly when you want to go but not where, or where but not when. Its 'Everywhere' search and cheapest-month view are the quickest way to browse by price, and its coverage of budget airlines and agencies is wide.",
        "It ranks second because the lowest price is often from an agency you have never heard of, and if a flight changes you must deal with that agency rather than the airline. Check the agency's rating before you book, or book the same flight with the airline if the price is close. For the cleanest fare data, start with Google Flights.",
      ],
    },
    {
      rank: 3,
      product: "kayak",
      description: "A long-running flight search engine with Hacker Fares, a fee assistant for bag costs and price alerts.",
      rating: 4.7,
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
      drawback: "Results include sponsored listings and ads, and Hacker Fares are separate tickets with no protection if one flight changes.",
      review: [
        "Kayak is strong when fees matter. Its fee assistant folds baggage costs into the fares on screen, which can change which flight is actually cheapest, and Hacker Fares pair one-way tickets on different airlines to beat a round-trip price.",
        "It ranks third because its pages carry more ads and sponsored results than Google Flights, and Hacker Fares carry a real risk: they are two separate bookings, so if one airline cancels, the other does not have to help you. If you want a clean interface and airline-direct booking, use Google Flights.",
      ],
    },
    {
      rank: 4,
      product: "expedia",
      description: "An online travel agency that sells flights itself and bundles them with hotels and cars, with One Key rewards.",
      rating: 4.6,
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
      drawback: "When flights change or are canceled, Expedia stands between you and the airline, which can slow fixes.",
      review: [
        "Expedia is the one site on this list that sells you the ticket itself, and its strength is packages: bundling a flight with a hotel or car can unlock lower rates than booking them separately, and everything sits in one itinerary that earns One Key rewards.",
        "It ranks fourth because for flights alone you usually gain nothing by booking through an agency, and you add a middleman when plans change: schedule changes and refunds may need Expedia and the airline to agree. Watch out for basic economy fares in results. If you are booking just a flight, find it on Google Flights and book with the airline.",
      ],
    },
    {
      rank: 5,
      product: "momondo",
      description: "A colorful flight search engine from the Kayak family, useful as a fast second opinion on prices.",
      rating: 4.5,
      image: {
        url: "https://images.unsplash.com/photo-1563013544-824ae1b704d3",
        alt: "Person holding a credit card in front of a laptop",
      },
      pros: [
        "Clear results with a price calendar for nearby dates",
        "Flight Insight charts on when routes tend to be cheaper",
        "Includes agencies and airlines in one comparison",
      ],
      bestFor: "Travelers who want to double-check a fare before booking.",
      drawback: "It belongs to the same group as Kayak, so its results often overlap with Kayak's.",
      review: [
        "Momondo is a tidy, fast search engine, and its Flight Insight charts give a useful sense of when a route is usually cheaper to fly. It is a good second tab to open when you think you have found the right fare.",
        "It ranks fifth because it adds little that the sites above do not already do. Momondo is part of Booking Holdings, like Kayak, so its results frequently match Kayak's and it has few tools you will not find elsewhere. Use it to confirm a price, not as your main search.",
      ],
    },
  ],
  methodology: {
    heading: "How We Ranked",
    text: "We compared each site as of 2025 for domestic and international trips: the fares it finds, its tools for flexible dates and destinations, its alerts, and how booking and changes work.",
    criteria: [
      "Accuracy and completeness of fares, including budget airlines",
      "Flexible-date and flexible-destination tools",
      "Price alerts and fare tracking",
      "Transparency about fees and sponsored results",
      "What happens when you need to change or cancel",
    ],
  },
  tip: {
    heading: "Pro Tip",
    paragraphs: [
      "Set fare alerts on two sites as soon as you know your route, then book when the price drops into the range the alerts have been showing. Fares often rise in the last few weeks before departure, so do not wait for a last-minute drop.",
    ],
    points: [
      "Domestic flights: book about 1-3 months before departure",
      "International flights: book about 2-8 months ahead, earlier for peak holidays",
      "Under US Department of Transportation rules, airlines must let you cancel without penalty within 24 hours of booking (or hold the fare) if you book at least seven days before departure",
      "Compare the total price with bags and seats, not the headline fare",
    ],
  },
  mustReads: [{ to: "/hidden-flight-deals" }, { to: "/best-days-to-book-flights" }, { to: "/travel-hacking-101" }],
  itemType: "SoftwareApplication",
  applicationCategory: "TravelApplication",
  ratingCount: 8000,
  changes: [{ date: "2026-11-22", text: "First published" }],
} satisfies RankedListInput;

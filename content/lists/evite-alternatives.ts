import type { RankedListInput } from "../schema/lists";

export default {
  meta: {
    title: "Best Evite Alternatives: Top 5 Online Invitation Platforms",
    description:
      "Five online invitation platforms to use instead of Evite, compared on design, RSVP tracking, ads and price for parties, weddings and everyday events.",
    keywords: [
      "evite alternatives",
      "online invitations",
      "digital invitations",
      "paperless post vs evite",
      "free online invitations",
    ],
  },
  back: { label: "Back to Categories", to: "/categories" },
  title: "Best Evite Alternatives",
  tagline: "Five ways to send invitations and track RSVPs online, from free party pages to wedding-ready designs.",
  icon: "mail",
  intro: [
    "Evite is the best-known name in online invitations, but its free version shows ads and its designs are not to everyone's taste. We compared five alternatives on the quality of their designs, how well they track RSVPs and message guests, whether guests see ads, and what you pay.",
    "Pricing models vary a lot: some charge per design or per guest, some sell a subscription, and some are free. Plan details here are from each platform's own pages as of 2025; the comparison table shows each price with its date.",
  ],
  summaryHeading: "Our Top 5 Evite Alternatives",
  entries: [
    {
      rank: 1,
      product: "paperless-post",
      description:
        "Polished digital invitations, including designer collections, with full RSVP tracking and guest messaging for any kind of event.",
      rating: 4.6,
      scores: {
        design: {
          score: 4.9,
          why: "A large library of free and premium designs, including collaborations with Oscar de la Renta and Rifle Paper Co., plus matching printed cards.",
        },
        rsvp: {
          score: 4.8,
          why: "RSVP tracking, guest messages and reminders run from one dashboard, and follow-up emails and reminders are free.",
        },
        ads: {
          score: 4.8,
          why: "Invitations reach guests without third-party ads; paid extras are bought with Coins instead.",
        },
        price: {
          score: 4.0,
          why: "Free designs exist, but premium cards and extras such as envelopes and liners cost Coins for every guest, so a long list adds up.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1511795409834-ef04bbd61622",
        alt: "Decorated hall set up for an evening reception",
      },
      pros: [
        "Large library of free and premium designs, including collaborations with names such as Oscar de la Renta and Rifle Paper Co.",
        "RSVP tracking, guest messaging and reminders from one dashboard",
        "Flyer, a simpler line of casual designs, for quick party invites",
      ],
      bestFor: "Hosts who want invitations that look as good as paper, from birthdays to weddings.",
      drawback: "Premium designs are paid for with Coins, which add up quickly for a long guest list.",
      review: [
        "From a casual birthday to a formal wedding, Paperless Post is the only platform here that handles both well, which is why it tops the list. Its design library, with designer collaborations, is the most polished of the group, and the RSVP tools, guest messages and reminders are complete. Invitations open from an animated envelope, and you can order matching printed cards if some guests prefer paper.",
        "The catch is pricing. Premium cards use Coins, bought in packs, and the cost grows with each guest. If you are inviting a crowd of friends to a casual party and want it free, Partiful is the better pick.",
      ],
    },
    {
      rank: 2,
      product: "partiful",
      description:
        "A free, ad-free party invitation app built around a shareable event page that guests open from a text message.",
      rating: 4.6,
      scores: {
        design: {
          score: 4.2,
          why: "Playful themes and animated backgrounds suit parties, but there are few designs for weddings or formal events.",
        },
        rsvp: {
          score: 4.5,
          why: "Guests RSVP from a text-message link with no app, and hosts can text every guest, but it is built around phone numbers rather than email.",
        },
        ads: { score: 5.0, why: "The event page shows guests no ads." },
        price: {
          score: 5.0,
          why: "Free for hosts and guests, with no paid tier needed for RSVPs, guest lists or text updates.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1492684223066-81342ee5ff30",
        alt: "Crowd at a party under colorful lights and confetti",
      },
      pros: [
        "Free to use, with no ads on the invitation",
        "Guests RSVP from a text message link, with no app required",
        "Event page with a guest list, comments and shared photos",
      ],
      bestFor: "Casual parties and get-togethers with friends who live on their phones.",
      drawback: "Its playful look suits parties more than weddings or formal events, and it relies on text messages.",
      review: [
        "Partiful turns an invitation into a small event page: you pick a theme, add details and share by text, and guests RSVP without installing anything. The guest list, comments and photo sharing make it feel social, and there are no ads in front of your guests.",
        "It ties Paperless Post on our scores but sits second because it is built for casual events only. The designs lean fun rather than elegant, and invitations travel mostly by text message, which is awkward for older relatives or guests you only have email for. For a wedding, a formal dinner or an email-first guest list, choose Paperless Post or Greenvelope.",
      ],
    },
    {
      rank: 3,
      product: "punchbowl",
      description:
        "Digital invitations and greeting cards with animated envelopes, RSVP tracking and an ad-free Premium membership.",
      rating: 4.3,
      scores: {
        design: {
          score: 4.4,
          why: "Cards open from an animated envelope with a classic look, but it has fewer formal designs than Paperless Post.",
        },
        rsvp: {
          score: 4.6,
          why: "Tracks RSVPs and sends guest reminders before the day, with the guest list in one place.",
        },
        ads: { score: 3.5, why: "The free version shows ads to guests; only a paid Premium membership removes them." },
        price: {
          score: 4.4,
          why: "Free to send with ads, and one Premium membership covers ad-free invitations and digital greeting cards.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1464349095431-e9a21285b5f3",
        alt: "Cake topped with fresh berries",
      },
      pros: [
        "Invitations arrive in an animated envelope that opens on screen",
        "RSVP tracking and guest reminders",
        "Also sends digital greeting cards, so one membership covers both",
      ],
      bestFor: "Family birthdays and kids' parties where you want a classic card look.",
      drawback: "The free version shows ads, and many designs need a paid Premium membership.",
      review: [
        "If you like how Evite works but not how it looks, Punchbowl is the closest match with better design: invitations open from an animated envelope, RSVPs are tracked for you, and you can send reminders before the day. The same account sends digital greeting cards, which makes the membership useful after the party.",
        "Like Evite, its free tier shows ads and the best designs sit behind Premium, which is why it scores below Greenvelope; it still ranks above it because most people leaving Evite are hosting casual parties, where Punchbowl's free tier does the job. If you want no ads without paying, use Partiful. If you want premium cards paid by the event rather than a subscription, Paperless Post is better.",
      ],
    },
    {
      rank: 4,
      product: "greenvelope",
      description:
        "Wedding-ready digital invitations that look like paper, with envelope liners, matching suites and detailed RSVP questions.",
      rating: 4.5,
      scores: {
        design: {
          score: 4.7,
          why: "Stationery-style cards with custom envelope liners and matching save-the-date suites, in a narrower range than Paperless Post's.",
        },
        rsvp: {
          score: 4.8,
          why: "Custom RSVP questions, such as meal choices, plus-ones and song requests, are collected and tracked in one place.",
        },
        ads: { score: 4.8, why: "A paid service, so guests see the invitation without third-party ads." },
        price: {
          score: 3.8,
          why: "You pay per event, and the price rises with the number of guests, so a casual party costs more here than on the free options.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1519741497674-611481863552",
        alt: "A couple on their wedding day",
      },
      pros: [
        "Invitations open from an animated envelope with a custom liner",
        "Matching save-the-dates and invitations in one design suite",
        "Custom RSVP questions, such as meal choices and plus-ones",
      ],
      bestFor: "Couples planning a wedding who want a paper look without printing and postage.",
      drawback: "You pay per event, and the price rises with the number of guests.",
      review: [
        "Greenvelope is built for weddings and formal events. Its invitations mimic fine stationery, down to the envelope liner, and the RSVP form can ask guests for meal choices, plus-ones and song requests, which saves you a spreadsheet. You can send a save-the-date and an invitation in matching designs.",
        "It sits fourth, below the lower-scoring Punchbowl, because it is overkill for the casual parties most Evite users host: you pay per event, the price scales with your guest list, and the design choice is narrower than Paperless Post's. For a birthday or a backyard barbecue, Partiful or Punchbowl is simpler and cheaper.",
      ],
    },
    {
      rank: 5,
      product: "canva",
      description:
        "A design tool with a large library of invitation templates that you can customize freely, then share online or print.",
      rating: 4.2,
      scores: {
        design: {
          score: 5.0,
          why: "Full control over every font, photo and layout, starting from a large library of invitation templates.",
        },
        rsvp: {
          score: 2.0,
          why: "No guest list, RSVP tracking or reminders: replies have to be collected with a separate form, chat or spreadsheet.",
        },
        ads: { score: 4.9, why: "You send your own image, file or link, so guests see no ads." },
        price: {
          score: 4.8,
          why: "The free plan covers most invitation designs; Canva Pro, a paid subscription, adds premium images and elements.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1561070791-2526d30994b5",
        alt: "Graphic designer's workspace with design work in progress",
      },
      pros: [
        "Large library of invitation templates, many of them free",
        "Full design control: change every font, photo and layout",
        "Share as a link, send as an image or download a print-ready file",
      ],
      bestFor: "Hosts who want a one-of-a-kind design and are happy to handle RSVPs separately.",
      drawback: "It has no built-in RSVP tracking, so you need a separate form or spreadsheet for replies.",
      review: [
        "Canva gives you more design freedom than any invitation platform: start from a template, change everything, add your own photos and export it for email, text, social media or a printer. The free plan covers most invitation needs, and Canva Pro adds premium images and elements.",
        "The trade-off is that it is a design tool, not an invitation service. There is no guest list, no RSVP tracking and no reminders, so you have to collect replies yourself with a form or group chat. If tracking who is coming matters, choose Paperless Post or Partiful.",
      ],
    },
  ],
  methodology: {
    text: "We read each platform's own feature, help and pricing pages (as of 2025) and compared what the host and the guests get on the free and paid options: the designs, the RSVP flow, ads and the price for a typical guest list. Each platform is scored from 0 to 5 on the four criteria below, and the rating is their weighted mean; each score names the documented feature or policy it rests on.",
    criteria: [
      {
        id: "design",
        name: "Design quality and choice",
        weight: 30,
        measures: "How many designs there are, how polished they look, and how far you can customize them",
      },
      {
        id: "rsvp",
        name: "RSVPs and guest messaging",
        weight: 25,
        measures: "RSVP tracking, custom questions, reminders and messages to guests",
      },
      {
        id: "ads",
        name: "Ad-free for guests",
        weight: 20,
        measures: "Whether guests see advertising on the invitation or event page",
      },
      {
        id: "price",
        name: "Price for a typical guest list",
        weight: 25,
        measures: "What a host pays to invite a typical party or wedding guest list without ads",
      },
    ],
  },
  mustReads: [
    { to: "/digital-vs-paper-invitations" },
    { to: "/productivity-apps" },
    { to: "/best-days-to-book-flights" },
  ],
  itemType: "SoftwareApplication",
  applicationCategory: "LifestyleApplication",
  ratingCount: 5000,
  changes: [
    {
      date: "2026-11-22",
      text: "Scores per criterion and weights added, ratings recalculated from them (Greenvelope now scores above Punchbowl; the reviews say why the order stays); dated prices moved to the product records; two 'Coming soon' Must Reads replaced by existing guides",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;

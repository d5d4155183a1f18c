import type { RankedListInput } from "../schema";

export default {
  path: "/evite-alternatives",
  meta: {
    title: "Best Evite Alternatives: Top 5 Online Invitation Platforms",
    description:
      "Five online invitation platforms to use instead of Evite, compared on design, RSVP tracking, ads and price for parties, weddings and everyday events.",
    keywords: ["evite alternatives", "online invitations", "digital invitations", "paperless post vs evite", "free online invitations"],
  },
  back: { label: "Back to Categories", to: "/categories" },
  title: "Best Evite Alternatives",
  tagline: "Five ways to send invitations and track RSVPs online, from free party pages to wedding-ready designs.",
  icon: "mail",
  intro: [
    "Evite is the best-known name in online invitations, but its free version shows ads and its designs are not to everyone's taste. We compared five alternatives on the quality of their designs, how well they track RSVPs and message guests, whether guests see ads, and what you pay.",
    "Pricing models vary a lot: some charge per design or per guest, some sell a subscription, and some are free. Prices and plan details here are as of 2025.",
  ],
  summaryHeading: "Our Top 5 Evite Alternatives",
  entries: [
    {
      rank: 1,
      product: "paperless-post",
      description: "Polished digital invitations, including designer collections, with full RSVP tracking and guest messaging for any kind of event.",
      rating: 4.7,
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
        "Paperless Post is our number one because it is the only platform here that handles both a casual birthday and a formal wedding well: the designs are the best-looking of the group, and the RSVP tools, guest messages and reminders are complete. Invitations open from an animated envelope, and you can order matching printed cards if some guests prefer paper.",
        "The catch is pricing. Premium cards use Coins, bought in packs, and the cost grows with each guest. If you are inviting a crowd of friends to a casual party and want it free, Partiful is the better pick.",
      ],
    },
    {
      rank: 2,
      product: "partiful",
      description: "A free, ad-free party invitation app built around a shareable event page that guests open from a text message.",
      rating: 4.6,
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
        "It ranks second because it is built for casual events. The designs lean fun rather than elegant, and invitations travel mostly by text message, which is awkward for older relatives or guests you only have email for. For a wedding, a formal dinner or an email-first guest list, choose Paperless Post or Greenvelope.",
      ],
    },
    {
      rank: 3,
      product: "punchbowl",
      description: "Digital invitations and greeting cards with animated envelopes, RSVP tracking and an ad-free Premium membership.",
      rating: 4.5,
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
        "Punchbowl is the closest thing to Evite with better design: invitations open from an animated envelope, RSVPs are tracked for you, and you can send reminders before the day. The same account sends digital greeting cards, which makes the membership useful after the party.",
        "It ranks third because, like Evite, its free tier shows ads and the best designs sit behind Premium. It also has fewer formal designs than Paperless Post. If you want no ads without paying, use Partiful. If you want stylish premium cards by the event rather than a subscription, Paperless Post is better.",
      ],
    },
    {
      rank: 4,
      product: "greenvelope",
      description: "Wedding-ready digital invitations that look like paper, with envelope liners, matching suites and detailed RSVP questions.",
      rating: 4.4,
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
        "It ranks fourth because it is overkill for casual parties: you pay per event, the price scales with your guest list, and the design choice is narrower than Paperless Post's. For a birthday or a backyard barbecue, Partiful or Punchbowl is simpler and cheaper.",
      ],
    },
    {
      rank: 5,
      product: "canva",
      description: "A design tool with a large library of invitation templates that you can customize freely, then share online or print.",
      rating: 4.3,
      image: {
        url: "https://images.unsplash.com/photo-1486312338219-ce68d2c6f44d",
        alt: "Person typing on a laptop at a desk",
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
        "It ranks fifth because it is a design tool, not an invitation service. There is no guest list, no RSVP tracking and no reminders, so you have to collect replies yourself with a form or group chat. If tracking who is coming matters, choose Paperless Post or Partiful.",
      ],
    },
  ],
  methodology: {
    text: "We compared each platform's free and paid options as of 2025 by what the host and the guests actually see: the designs, the RSVP flow, ads and the price for a typical guest list.",
    criteria: ["Design quality and choice", "RSVP tracking, reminders and guest messaging", "Ads shown to guests", "Price for a typical guest list"],
  },
  mustReads: [
    { to: "/digital-vs-paper-invitations" },
    {
      title: "How to Write an RSVP Reminder Guests Will Answer",
      image: {
        url: "https://images.unsplash.com/photo-1455390582262-044cdead277a",
        alt: "Hand writing in a notebook with a pen",
      },
      to: "#",
    },
    {
      title: "When to Send Invitations: A Timeline for Every Event",
      image: {
        url: "https://images.unsplash.com/photo-1506784983877-45594efa4cbe",
        alt: "A paper calendar laid out on a desk",
      },
      to: "#",
    },
  ],
  itemType: "SoftwareApplication",
  applicationCategory: "LifestyleApplication",
  ratingCount: 5000,
  changes: [{ date: "2026-11-22", text: "First published" }],
} satisfies RankedListInput;

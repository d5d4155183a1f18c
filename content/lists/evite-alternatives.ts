import type { RankedListInput } from "../schema/lists";

export default {
  meta: {
    title: "Best Evite Alternatives: Top 5 Online Invitation Platforms",
    description:
      "Five online invitation platforms to use instead of Evite, compared on design, RSVP tools, ads and price for parties, weddings and everyday events.",
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
  tagline: "Five ways to send invitations and track RSVPs online, none of which shows your guests ads.",
  icon: "mail",
  intro: [
    "Evite is the best-known name in online invitations, but its free version shows your guests ads. We compared alternatives on the quality of their designs, how well they collect RSVPs and message guests, whether guests see ads, and what you pay.",
    "Pricing models vary a lot: some sell premium designs per guest, some charge per event, some cap the free plan, and some are free. Plan details here come from each platform's own help and pricing pages as of 2025; the comparison table shows each fact with its date.",
  ],
  summaryHeading: "Our Top 5 Evite Alternatives",
  entries: [
    {
      rank: 1,
      product: "paperless-post",
      description:
        "Polished digital invitations, including designer collections, with RSVP tracking and free guest messages for any kind of event.",
      scores: {
        design: {
          score: 5,
          why: "Designer collections such as Oscar de la Renta and Rifle Paper Co., custom envelopes and liners, and matching printed cards.",
        },
        rsvp: {
          score: 4.5,
          why: "RSVP tracking, free follow-up messages and reminders, and a maximum capacity you can set; custom questions are not described on the help pages we read.",
        },
        price: {
          score: 4,
          why: "Free designs cost nothing to send and track; premium cards and extras such as envelopes and liners cost Coins for every guest.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1511795409834-ef04bbd61622",
        alt: "Decorated hall set up for an evening reception",
      },
      pros: [
        "Designer collections from names such as Oscar de la Renta and Rifle Paper Co.",
        "Free cards are free to send and track, and follow-ups and reminders cost nothing",
        "Flyer, a simpler line of casual designs, for quick party invites",
      ],
      bestFor: "Hosts who want invitations that look as good as paper, from birthdays to weddings.",
      drawback: "Premium designs and extras are paid for with Coins per guest, which add up for a long guest list.",
      review: [
        "Paperless Post scores highest on design: designer collections, envelopes and liners, and printed cards to match. It also covers the basics well. Free cards cost nothing to send, RSVPs are tracked for you, and follow-up messages and reminders are free, so a casual party can cost nothing at all.",
        "The catch is the Coins. A premium card is 2 Coins per guest, and each envelope, liner or stamp adds a Coin, so a formal design for 150 guests gets expensive quickly. Its help pages also say less about custom RSVP questions than Greenvelope's or Luma's. Choose Partiful for a free party page your friends open from a text.",
      ],
    },
    {
      rank: 2,
      product: "partiful",
      description:
        "A free party invitation app built around a shareable event page that guests open from a text message.",
      scores: {
        design: {
          score: 3,
          why: "Playful themes and effects you personalize with your own photo or GIF, with few designs meant for weddings or formal events.",
        },
        rsvp: {
          score: 4.5,
          why: "Guests RSVP from a text link, hosts send text blasts to the guest list, and a capacity limit can start a waitlist; custom questions are not in its help pages.",
        },
        price: {
          score: 5,
          why: "Nothing is sold to hosts or guests: event pages, RSVPs and text updates are free.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1492684223066-81342ee5ff30",
        alt: "Crowd at a party under colorful lights and confetti",
      },
      pros: [
        "Free for hosts and guests, with nothing to buy",
        "Guests RSVP from a text message link, with no app required",
        "Capacity limit with an automatic waitlist, and a guest list you can export",
      ],
      bestFor: "Casual parties and get-togethers with friends who live on their phones.",
      drawback: "Its playful look suits parties more than weddings or formal events, and it relies on text messages.",
      review: [
        "Partiful turns an invitation into a small event page: you pick a theme, add details and share a link by text, and guests RSVP without installing anything. Hosts can text everyone on the list, cap the guest count with an automatic waitlist and export the list, and none of it costs anything.",
        "Where it falls short is design and formality. The themes lean playful, there is little for a wedding or a formal dinner, and invitations travel by text, which is awkward for guests you only have an email address for. Its help pages also don't describe custom RSVP questions. For a wedding or an email-first guest list, choose Paperless Post or Greenvelope.",
      ],
    },
    {
      rank: 3,
      product: "luma",
      description:
        "A free event page with registration, where you invite guests by email or text and ask them your own questions when they RSVP.",
      scores: {
        design: {
          score: 3,
          why: "An event page with a cover image and a choice of themes, but no envelopes, printed cards or formal invitation designs.",
        },
        rsvp: {
          score: 5,
          why: "Custom registration questions, invitations sent by email and text message, and an approval setting that holds each reply until you accept it.",
        },
        price: {
          score: 4,
          why: "Free to create events, invite guests and track RSVPs; Luma Plus, a paid plan, adds extras such as a higher send limit.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1464349095431-e9a21285b5f3",
        alt: "Cake topped with fresh berries",
      },
      pros: [
        "Ask guests your own questions when they RSVP",
        "Send invitations by email and text message, and sync your phone or Google contacts",
        "Require approval, add co-hosts and move guests between going, waitlist and not going",
      ],
      bestFor:
        "Hosts of meetups, dinners and open parties who want a tidy guest list with answers to their own questions.",
      drawback: "The event page looks the same from party to party, with no envelope or formal design for a wedding.",
      review: [
        "Luma treats an invitation as a registration page, and that makes it the most capable free guest-list tool here. You can add your own questions to the RSVP form, invite people by email or text, require approval before anyone is confirmed, and change a guest's status with a note. Creating events and collecting RSVPs is free; the paid Luma Plus plan adds extras such as a higher send limit.",
        "It is built for meetups and community events as much as for parties, and it shows: the page is a clean template with a cover image, not a designed invitation. For a birthday where the look matters, Partiful is more fun; for a wedding, choose Greenvelope or Paperless Post.",
      ],
    },
    {
      rank: 4,
      product: "greenvelope",
      description:
        "Wedding-ready digital invitations that look like paper, with envelope liners, matching suites and detailed RSVP questions.",
      scores: {
        design: {
          score: 4.5,
          why: "Stationery-style cards with custom envelope liners and matching save-the-date suites, but no designer-branded collections or printed cards.",
        },
        rsvp: {
          score: 5,
          why: "Custom RSVP questions such as meal choices and plus-ones, group messages and scheduled reminders, and an RSVP capacity you can set.",
        },
        price: {
          score: 2,
          why: "No free sending: you pay for each event, and the price rises with the number of guests.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1519741497674-611481863552",
        alt: "A couple on their wedding day",
      },
      pros: [
        "Invitations open from an animated envelope with a custom liner",
        "Matching save-the-dates and invitations in one design suite",
        "Custom RSVP questions, scheduled reminders and a cohost who can manage guests",
      ],
      bestFor: "Couples planning a wedding who want a paper look without printing and postage.",
      drawback: "There is no free plan: every event is paid, and the price rises with the guest list.",
      review: [
        "Greenvelope is built for weddings and formal events. Its invitations mimic fine stationery, down to the envelope liner, and you can send a save-the-date and an invitation in matching designs. The RSVP tools are the most complete here alongside Luma's: custom questions for meals and plus-ones, group messages, scheduled reminders, a capacity limit and a cohost who can help.",
        "It pays for that with price. Every event is paid, and the cost rises with your guest list, so a backyard barbecue costs more here than on the free options, and its price score is the lowest of the five. For a casual party, Partiful or Luma is simpler and free.",
      ],
    },
    {
      rank: 5,
      product: "rsvpify",
      description:
        "An RSVP and guest-list service with a form builder, email invitations and an invite list that can keep out uninvited guests.",
      scores: {
        design: {
          score: 3,
          why: "RSVP pages and email invitations built from templates you personalize with your own text and images, with no envelopes, designer collections or printed cards.",
        },
        rsvp: {
          score: 5,
          why: "Form questions with conditional logic, email invitations tracked for opens and bounces, and, on paid plans, a limit on acceptances that closes the event when reached.",
        },
        price: {
          score: 3.5,
          why: "Free to invite and track guests, but the free account stops taking RSVPs at 100 until you upgrade to a paid plan.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1561070791-2526d30994b5",
        alt: "Graphic designer's workspace with design work in progress",
      },
      pros: [
        "RSVP form with your own questions and conditional logic",
        "Invite list that can block uninvited guests and set who may bring a plus-one",
        "Secondary events, such as a rehearsal dinner, on the same RSVP",
      ],
      bestFor: "Hosts of weddings and formal events who care most about collecting accurate answers from guests.",
      drawback: "The free account closes RSVPs at 100, so a larger guest list needs a paid plan.",
      review: [
        "RSVPify is an RSVP tool first. You build the reply form yourself, with questions that appear only when they apply, and an invite list can limit replies to the guests you named, set who may bring a plus-one and add secondary events such as a rehearsal dinner. Email invitations report opens and bounces, and paid plans add a limit on acceptances that closes the event when it is full.",
        "Design comes second: pages and invitations are templates rather than stationery. The bigger catch is the free account, which stops taking RSVPs at 100 until you upgrade, so it suits small events free and larger ones paid. For a free page for friends, choose Partiful; for a wedding invitation that looks like paper, Greenvelope.",
      ],
    },
  ],
  methodology: {
    text: "We read each platform's own feature, help and pricing pages (as of 2025) and compared what the host and the guests get: the designs, the RSVP tools, ads and the price. Three criteria are scored on the published rubrics below, in half points; whether guests see ads is computed from each platform's free plan. The rating is the weighted mean.",
    criteria: [
      {
        id: "design",
        name: "Design quality and choice",
        weight: 25,
        measures: "How far the invitation itself can be designed: collections, envelopes, layouts and matching print",
        rubric: {
          5: "Designer or licensed collections, custom envelopes and liners, and matching suites or printed cards",
          4: "Custom envelopes and liners or full control of layout and fonts, with designs for formal events as well as parties",
          3: "Themes or templates you personalize with your own photo, colors and text",
          2: "One fixed layout where you change only the text and a cover image",
          1: "Plain text with no design choices",
        },
      },
      {
        id: "rsvp",
        name: "RSVPs and guest messaging",
        weight: 35,
        measures: "RSVP tracking, custom questions, messages and reminders to guests, and control of the guest count",
        rubric: {
          5: "Custom RSVP questions, messages to guests by email or text, and capacity limits or approvals",
          4: "RSVP tracking with messages or reminders to guests",
          3: "RSVP tracking and a guest list, without messages or reminders",
          2: "Replies collected only through a separate form or tool the host sets up",
          1: "No way to collect replies",
        },
      },
      {
        id: "price",
        name: "Price",
        weight: 20,
        measures: "What a host pays to invite guests and collect RSVPs without ads",
        rubric: {
          5: "Nothing is sold to hosts: every design and feature is free",
          4: "Free to invite, track RSVPs and message guests; only optional extras cost money",
          3: "The free plan shows guests ads or stops taking replies at a set number; more takes a paid plan",
          2: "No free sending: every event is paid, and the price rises with the guest count",
          1: "A paid subscription is needed even for one small event",
        },
      },
      {
        id: "ads",
        name: "Ad-free for guests",
        weight: 20,
        measures: "Whether guests see ads on the invitation or event page on the free plan (none is a 5, ads are a 1)",
        computed: { fact: "guest-ads", five: 0, one: 1 },
      },
    ],
    tiebreak: "rsvp",
  },
  compare: [
    { fact: "free-plan", label: "Free plan" },
    { fact: "guest-ads", label: "Ads shown to guests on the free plan" },
    { fact: "rsvp-tracking", label: "RSVP tracking" },
  ],
  presets: [
    { label: "No ads for guests", levels: { ads: 3 } },
    { label: "Lowest price", levels: { price: 3 } },
    { label: "Best designs", levels: { design: 3 } },
  ],
  competition: [
    {
      name: "Punchbowl",
      why: "Like Evite, its free invitations show guests ads, and most designs need a paid membership.",
    },
    {
      name: "Canva",
      why: "A design tool, not an invitation service: no guest list, RSVP tracking or reminders.",
    },
    {
      name: "Apple Invites",
      why: "Creating an invitation needs a paid iCloud+ subscription, so there is no free way to host.",
    },
    {
      name: "Evite",
      why: "The service this list replaces: its free invitations show guests ads, and removing them is a paid upgrade.",
    },
  ],
  sources: [
    {
      title: "Paperless Post: Card and Flyer Pricing",
      url: "https://paperlesspost.zendesk.com/hc/en-us/articles/4404794651675-Card-and-Flyer-Pricing",
    },
    {
      title: "Paperless Post: Payment, Refunds and Expiration Policy",
      url: "https://www.paperlesspost.com/info/terms/refund_policy/payment_refunds_policy",
    },
    { title: "Partiful: FAQ", url: "https://getpartiful.com/faq/me" },
    {
      title: "Luma: Inviting and adding guests to your event",
      url: "https://help.luma.com/p/inviting-and-adding-guests-to-your-event",
    },
    {
      title: "Greenvelope: Handle a cancelled or postponed event (RSVP capacity, messages, reminders)",
      url: "https://support.greenvelope.com/hc/en-us/articles/360022524294-Handle-a-Cancelled-Postponed-Event",
    },
    {
      title: "RSVPify: What happens if I reach my 100 free RSVPs limit?",
      url: "https://help.rsvpify.com/articles/1222572-what-happens-if-i-reach-my-100-free-rsvps-limit",
    },
    {
      title: "Evite: Free invitation asking for payment (ad removal is a paid upgrade)",
      url: "https://support.evite.com/pricing-and-billing/pricing-questions/free-invitation-asking-for-payment",
    },
  ],
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
      date: "2026-11-25",
      text: "Ratings recalculated with published rubrics; whether guests see ads is now computed from each platform's free plan; Luma and RSVPify replace Punchbowl, whose free invitations show guests ads, and Canva, which has no RSVP tracking; Partiful moves to second",
    },
    {
      date: "2026-11-22",
      text: "Each pick scored on design, RSVPs, ads and price; prices now show the date of the page they come from; two reading suggestions now point to published guides",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;

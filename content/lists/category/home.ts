import type { RankedListInput } from "../../schema/lists";

export default {
  meta: {
    title: "Best Smart Home Products: Top 5 Picks for a Connected Home",
    description:
      "Five smart home products for five jobs: lighting, a robot vacuum, a smart plug, a thermostat and a voice assistant, scored on running costs, platforms, setup and privacy.",
    keywords: [
      "best smart home products",
      "smart home devices",
      "smart lights",
      "robot vacuum",
      "matter smart plug",
      "smart thermostat",
    ],
  },
  title: "Best Smart Home Products",
  tagline: "Five proven products that make a home easier to run.",
  icon: "house",
  intro: [
    "We compared smart home products that do everyday jobs: lighting, cleaning floors, switching lamps and small appliances, heating and cooling, and voice control. The list is for renters and homeowners who want a few reliable devices rather than a house full of gadgets.",
    "All five work with Amazon Alexa and with Matter, and four of them also work with Google Home and Apple Home. Subscription terms and compatibility come from each maker's pages or a dated review, with the date they were stated; terms change, so check before you buy.",
  ],
  jobs: "These five do different jobs: smart lighting, a robot vacuum, a smart plug, a thermostat and a smart speaker. We score each on what every job shares: whether it needs a subscription, which platforms it works with, how hard it is to install and what happens to your data.",
  summaryHeading: "Our Top 5 Best Smart Home Products",
  entries: [
    {
      rank: 1,
      product: "philips-hue",
      job: "Smart lighting",
      runnerUp: {
        name: "Nanoleaf Essentials",
        why: "Matter-over-Thread bulbs that need no bridge, but they need a Thread border router and Nanoleaf sells fewer kinds of lights and switches.",
      },
      description:
        "Smart bulbs, light strips and lamps in white and color, run through the Hue Bridge. It comes first because it needs no subscription, works with Alexa, Google Home and Apple Home, installs without wiring and runs your lights on your home network.",
      scores: {
        "works-with": {
          score: 5,
          why: "The Hue Bridge added Matter in September 2023, and Hue works with Alexa, Google Home and Apple Home.",
        },
        setup: {
          score: 5,
          why: "Bulbs screw into the fixtures you have and the Bridge plugs into your router, with no wiring.",
        },
        privacy: {
          score: 4,
          why: "Lights are controlled through the Bridge on your home network, but since 2024 the Hue app needs a Hue account; no regulator action over Hue data.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1507473885765-e6ed057f782c",
        alt: "Table lamp glowing in a room",
      },
      pros: [
        "Bulbs, light strips, outdoor lights and switches from one brand",
        "The Hue Bridge adds schedules, control away from home and Matter support",
        "Works with Alexa, Google Home and Apple Home",
      ],
      bestFor: "People who want reliable smart lighting in several rooms.",
      drawback: "It costs more than most smart bulbs, and the full feature set needs the Hue Bridge.",
      review: [
        "For smart lighting across several rooms, Philips Hue scores highest here because it asks nothing of you after you buy it: no subscription, no wiring, and it works with Alexa, Google Home and Apple Home, with Matter through the Hue Bridge. Bulbs talk to the Bridge rather than to your Wi-Fi router, so switches and schedules run on your home network, and you can add dimmer switches and motion sensors so guests never need an app.",
        "You pay up front instead: Hue bulbs cost noticeably more than basic Wi-Fi bulbs, and the full feature set needs the Bridge. Since 2024 the Hue app also asks you to sign in to a Hue account. Hue makes sense once you light several rooms; for one or two colored lamps, a cheaper Wi-Fi bulb will do.",
      ],
    },
    {
      rank: 2,
      product: "roborock",
      job: "Robot vacuum",
      runnerUp: {
        name: "SwitchBot S10",
        why: "Works with Matter, but only through the separate SwitchBot Hub 2, and its self-refilling station has to be connected to a water line.",
      },
      description:
        "Robot vacuums and vacuum-mop combos with laser navigation and self-emptying docks. They keep floors clean on a schedule, and the Saros and Qrevo models work with Apple Home through Matter.",
      scores: {
        "works-with": {
          score: 5,
          why: "Saros and Qrevo models gained Matter in April 2025, so Apple Home can run them, and Roborock works with Alexa and Google Home.",
        },
        setup: {
          score: 5,
          why: "The dock plugs into an outlet and the robot maps each floor on its first runs; no tools or wiring.",
        },
        privacy: {
          score: 3,
          why: "Needs a Roborock account, and maps and schedules go through Roborock's cloud, with deletion on request; no regulator action over Roborock data.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1560448204-e02f11c3d0e2",
        alt: "Bright apartment interior with open floor space",
      },
      pros: [
        "LiDAR navigation maps each floor and lets you set no-go zones in the app",
        "Many models vacuum and mop, with docks that empty the bin and wash the mop pads",
        "Saros and Qrevo models work with Apple Home through Matter, as well as with Alexa and Google Home",
      ],
      bestFor: "Busy households, especially with pets, that want floors cleaned on a schedule.",
      drawback: "Top models with all-in-one docks are expensive, and the docks take up floor space.",
      review: [
        "For busy households that want floors cleaned on a schedule, Roborock's robots map your home with a laser sensor, clean room by room and skip the areas you block off in the app. Higher-end Qrevo and Saros models add mopping and docks that empty the dust, wash the mop pads and refill water, so you may only need to touch the robot every week or two. None of it needs a subscription, and since April 2025 those models also work with Apple Home through Matter.",
        "Maps and schedules go through a Roborock account and its cloud, the best docks are expensive and bulky, and brushes, filters and pads are running costs. Robots still need a tidy floor: cables, socks and pet toys can stop them. If your home is small or mostly carpet, a basic model without a mopping dock is enough.",
      ],
    },
    {
      rank: 3,
      product: "tp-link-tapo-p125m",
      job: "Smart plug",
      runnerUp: {
        name: "Eve Energy",
        why: "A Matter-over-Thread plug that needs no account, but it costs about twice as much and needs a Thread border router such as a HomePod mini.",
      },
      description:
        "A compact Wi-Fi plug that switches a lamp, fan or holiday lights on a schedule or by voice. It is Matter-certified, so the same plug works with Alexa, Google Home or Apple Home.",
      scores: {
        "works-with": {
          score: 5,
          why: "Matter-certified, so it works with Alexa, Google Home and Apple Home; TP-Link's Tapo app is optional.",
        },
        setup: {
          score: 5,
          why: "Plugs into an outlet and joins your platform when you scan its Matter code; no tools or wiring.",
        },
        privacy: {
          score: 2,
          why: "Texas's attorney general sued TP-Link in February 2026 over its privacy and security claims, including the data its Tapo and Kasa apps collect.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1600585154340-be6161a56a0c",
        alt: "Exterior of a modern house",
      },
      pros: [
        "One plug works with Alexa, Google Home and Apple Home through Matter",
        "Small enough to stack two in one double outlet",
        "Handles loads of up to 1,800 watts and 15 amps",
      ],
      bestFor: "Anyone who wants to automate a lamp or small appliance cheaply, on any platform.",
      drawback: "It has no energy monitoring, and Texas is suing TP-Link over its privacy and security claims.",
      review: [
        "A smart plug is the cheapest way to put a lamp, a fan or holiday lights on a schedule, and the Tapo P125M fits whichever platform you use. It is Matter-certified, so you add it straight to Alexa, Google Home or Apple Home, and TP-Link's Tapo app is optional. It is compact enough to stack two in a double outlet and handles loads of up to 1,800 watts.",
        "It has no energy monitoring, and in February 2026 Texas's attorney general sued TP-Link over its privacy and security claims, including the data its Tapo and Kasa apps collect; TP-Link calls the suit without merit. Setting the plug up through Matter alone keeps it out of the Tapo app. Don't run a space heater through any smart plug: heater makers tell you to plug directly into the wall.",
      ],
    },
    {
      rank: 4,
      product: "google-nest-learning-thermostat",
      job: "Thermostat",
      runnerUp: {
        name: "Amazon Smart Thermostat",
        why: "Costs much less, but works only with Alexa and needs a C-wire.",
      },
      description:
        "A smart thermostat that learns your schedule and temperature preferences. It can lower heating and cooling when nobody is home, without you programming it.",
      scores: {
        "works-with": {
          score: 5,
          why: "The 4th-gen model supports Matter, so it works with Google Home, Apple Home and Alexa.",
        },
        setup: {
          score: 3,
          why: "Connects to your existing low-voltage thermostat wires with Google's guide and compatibility checker; high-voltage systems are not supported.",
        },
        privacy: {
          score: 3,
          why: "Needs a Google account and keeps thermostat history in Google's cloud, with Google's activity controls to review and delete it; no regulator action over Nest thermostat data.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1586023492125-27b2c045efd7",
        alt: "Bright, uncluttered living room with simple furniture",
      },
      pros: [
        "Builds a schedule from the temperatures you set during the first days",
        "Uses your phone's location to ease off heating and cooling when you leave",
        "Works with Google Home, and with Apple Home and Alexa through Matter",
      ],
      bestFor: "Homeowners who want lower heating and cooling bills without manual scheduling.",
      drawback: "It doesn't work with every HVAC system, including high-voltage electric baseboard heat.",
      review: [
        "Heating and cooling are a large share of most home energy bills, and the Nest Learning Thermostat trims them without asking you to program anything. After a few days of adjustments it builds a schedule, switches to an eco temperature when everyone has left, and shows when your system ran. The 4th-gen model supports Matter, so Apple Home and Alexa can control it as well as Google Home, and it needs no subscription.",
        "Installation is the catch: you connect it to your existing thermostat wires, renters usually can't, and high-voltage systems such as electric baseboard heat aren't supported, so run Google's compatibility checker first. Many utilities offer rebates on smart thermostats. Google ended app support for the first two generations on October 25, 2025, a reminder that smart devices have a shelf life.",
      ],
    },
    {
      rank: 5,
      product: "amazon-echo",
      job: "Smart speaker",
      runnerUp: {
        name: "Apple HomePod mini",
        why: "Runs Apple Home routines on your home network, but it needs an iPhone or iPad and works only with Apple Home.",
      },
      description:
        "Amazon's Alexa smart speakers and displays, from the Echo Dot to the Echo Show. An Echo Dot is the cheapest way to add voice control, and it controls Matter devices from other brands.",
      scores: {
        "works-with": {
          score: 4,
          why: "Controls Matter devices, but the Echo itself works only with Alexa, not with Google Home or Apple Home.",
        },
        setup: { score: 5, why: "Plugs into an outlet and sets up in the Alexa app; no tools or wiring." },
        privacy: {
          score: 2,
          why: "Amazon agreed in 2023 to a $25 million penalty and a court order over keeping children's Alexa voice recordings.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1558002038-1055907df827",
        alt: "Smart home device mounted on a wall",
      },
      pros: [
        "Controls devices from a very wide range of brands, including Matter devices",
        "Core Alexa features need no subscription",
        "Routines control several devices with one phrase, a schedule or a sensor",
      ],
      bestFor: "Anyone who wants voice control on a budget and mixes iPhone and Android in one home.",
      drawback: "Voice requests go to Amazon's cloud, and the devices promote Amazon's own services.",
      review: [
        'An Echo Dot is the cheapest way to add voice control: it handles timers, music and voice control of lights, plugs and thermostats, and it controls Matter devices from other brands, including every other pick here. Routines let one phrase such as "good night" switch off the lights and lower the heat, and core Alexa features need no subscription.',
        "It rates lowest here on privacy and reach. Requests go to Amazon's cloud, in March 2025 Amazon removed the option on some Echo models to process requests on the device, and in 2023 it agreed to a $25 million penalty over keeping children's Alexa recordings. The Echo also works only with Alexa. Use the microphone-off button and review your voice history settings; in an all-Apple home, a HomePod mini fits better.",
      ],
    },
  ],
  methodology: {
    text: "We read each maker's product pages, compatibility lists and subscription terms, dated reviews that report them, and public records of regulators' actions, such as FTC and Justice Department settlements and state lawsuits. We did not install or run the devices ourselves.",
    criteria: [
      {
        id: "subscription",
        name: "Subscription needed",
        weight: 35,
        measures: "What you must pay each month, after buying the device, to use its main job.",
        computed: { fact: "subscription-month", five: 0, one: 10 },
      },
      {
        id: "works-with",
        name: "Works with",
        weight: 25,
        measures: "Which of Alexa, Google Home and Apple Home it works with, and whether it supports Matter.",
        rubric: {
          5: "Supports Matter and works with all three of Alexa, Google Home and Apple Home",
          4: "Works with all three without Matter, or supports Matter but works inside only one of them",
          3: "Works with two of Alexa, Google Home and Apple Home",
          2: "Works with one of the three, without Matter",
          1: "Works only in its maker's own app",
        },
      },
      {
        id: "setup",
        name: "Setup",
        weight: 20,
        measures: "How much installation it takes, and whether a renter can do it.",
        rubric: {
          5: "Plugs into an outlet or screws into a socket you already have; no tools or wiring",
          4: "Mounts with a few screws or adhesive; no wiring",
          3: "Connects to low-voltage wiring you can do yourself with the maker's guide",
          2: "Needs line-voltage wiring, or the maker recommends a professional installer",
          1: "Sold only with professional installation",
        },
      },
      {
        id: "privacy",
        name: "Privacy record",
        weight: 20,
        measures: "Where the product keeps your data, and any regulator action over it.",
        rubric: {
          5: "Works without an account with its maker, and no regulator action over the product's data",
          4: "Needs an account but keeps its data on your home network or end-to-end encrypted; no regulator action",
          3: "Needs an account and keeps data in the maker's cloud, with tools to review and delete it; no regulator action",
          2: "A regulator's order or lawsuit in the last five years over how the maker handled the product's data or security",
          1: "A regulator's order over the product's data that the maker has since been found to break",
        },
      },
    ],
    tiebreak: "works-with",
  },
  compare: [
    { fact: "subscription-month", label: "Subscription needed, a month" },
    { fact: "matter", label: "Matter support" },
    { fact: "platforms", label: "Works with, of Alexa, Google Home, Apple Home" },
  ],
  presets: [
    { label: "No subscriptions", levels: { subscription: 3 } },
    { label: "Privacy first", levels: { privacy: 3 } },
    { label: "Works with my assistant", levels: { "works-with": 3 } },
  ],
  competition: [
    {
      name: "Ring Video Doorbell",
      why: "Saving video needs a Ring Home plan from $4.99 a month, it works only with Alexa, and the FTC took action against Ring in 2023 over staff access to customers' videos.",
    },
    {
      name: "Google Nest Doorbell (battery)",
      why: "No Matter support and no Apple Home support, and keeping more than a few hours of video history needs a Nest Aware plan.",
    },
    {
      name: "iRobot robot vacuums",
      why: "On December 14, 2025 iRobot entered a court-supervised Chapter 11 process to be acquired by Picea, its manufacturer and lender, which leaves long-term app support for its robots in question.",
    },
    {
      name: "Amazon Smart Plug",
      why: "Works only with Alexa, with no Matter support.",
    },
  ],
  sources: [
    {
      title: "iRobot via SEC: iRobot announces strategic transaction (December 14, 2025)",
      url: "https://www.sec.gov/Archives/edgar/data/1159167/000119312525318337/d97115dex991.htm",
    },
    {
      title:
        "U.S. Department of Justice: Amazon agrees to $25 million civil penalty over Alexa and children's privacy (2023)",
      url: "https://www.justice.gov/opa/pr/amazon-agrees-injunctive-relief-and-25-million-civil-penalty-alleged-violations-childrens",
    },
    {
      title: "FTC: Ring employees illegally surveilled customers (May 2023)",
      url: "https://www.ftc.gov/news-events/news/press-releases/2023/05/ftc-says-ring-employees-illegally-surveilled-customers-failed-stop-hackers-taking-control-users",
    },
    {
      title: "Google Store: Nest Learning Thermostat (4th gen)",
      url: "https://store.google.com/product/nest_learning_thermostat_4th_gen",
    },
    { title: "Philips Hue (US)", url: "https://www.philips-hue.com/en-us" },
    { title: "Roborock US: robot vacuums", url: "https://us.roborock.com/pages/robot-vacuum-cleaner" },
    { title: "TP-Link: Tapo P125M", url: "https://www.tapo.com/us/product/smart-plug/tapo-p125m/" },
  ],
  mustReads: [{ to: "/smart-home-essentials" }, { to: "/robot-vacuum-buying-guide" }, { to: "/matter-explained" }],
  itemType: "Product",
  ratingCount: 6000,
  changes: [
    {
      date: "2026-11-25",
      text: "iRobot's line under The competition now says it entered Chapter 11 in December 2025 to be acquired by its manufacturer, Picea",
    },
    {
      date: "2026-11-25",
      text: "Picks now compared on what their different jobs share, with published rubrics: subscription costs, platforms, setup and privacy. Philips Hue moves to first and the Echo to fifth, and TP-Link's Tapo Matter smart plug replaces the Ring doorbell, which needs a paid plan to save video",
    },
    {
      date: "2026-11-22",
      text: "Ratings broken down by criterion and the order changed to match them (Hue moved to second); prices in the comparison table now show their dates; Echo and Nest links now go to the Echo Dot and Nest Learning Thermostat pages",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;

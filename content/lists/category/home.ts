import type { RankedListInput } from "../../schema/lists";

export default {
  meta: {
    title: "Best Smart Home Products: Top 5 Picks for a Connected Home",
    description:
      "The five smart home product lines we recommend: a voice assistant, a thermostat, a video doorbell, smart lighting and a robot vacuum, with costs and drawbacks.",
    keywords: [
      "best smart home products",
      "smart home devices",
      "smart thermostat",
      "video doorbell",
      "smart lights",
      "robot vacuum",
    ],
  },
  title: "Best Smart Home Products",
  tagline: "Five proven product lines that make a home easier to run.",
  icon: "house",
  intro: [
    "We compared smart home product lines that solve everyday jobs: voice control, heating and cooling, seeing who is at the door, lighting and cleaning floors. The list is for renters and homeowners who want a few reliable devices rather than a house full of gadgets.",
    "All five work with Amazon Alexa, and most also work with Google Home, so you can mix them. Look for Matter support if you want devices that work across platforms. Prices in the comparison table come from each maker's own store, with the date they were stated; subscription terms change, so check before you buy.",
  ],
  summaryHeading: "Our Top 5 Best Smart Home Products",
  entries: [
    {
      rank: 1,
      product: "amazon-echo",
      description:
        "Amazon's Alexa smart speakers and displays, from the Echo Dot to the Echo Show. They act as the voice-controlled hub that ties the rest of this list together.",
      rating: 4.5,
      scores: {
        usefulness: {
          score: 4.6,
          why: "Handles timers, music and voice control of lights, plugs and thermostats, and routines run several devices from one phrase or a schedule.",
        },
        setup: {
          score: 4.7,
          why: "Plugs in and sets up in the Alexa app, and some models include a built-in smart home hub, so compatible devices connect without extra hardware.",
        },
        compatibility: {
          score: 4.9,
          why: "Alexa works with a very wide range of smart home brands, including every other product on this list.",
        },
        cost: {
          score: 4.6,
          why: "The Echo Dot is the cheapest way into this list, and core voice control needs no subscription; Alexa+ is included with Prime or sold monthly.",
        },
        privacy: {
          score: 3.4,
          why: "Requests go to Amazon's cloud, local processing on some Echo models ended in March 2025, and Amazon settled FTC charges in 2023 over keeping children's Alexa recordings.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1558002038-1055907df827",
        alt: "Smart home device mounted on a wall",
      },
      pros: [
        "Works with a very wide range of smart home brands through Alexa",
        "Some models include a built-in smart home hub, so compatible devices connect without extra hardware",
        "Routines control several devices with one phrase, a schedule or a sensor",
      ],
      bestFor: "Anyone starting a smart home who wants voice control on a budget.",
      drawback: "Voice requests go to Amazon's cloud, and the devices promote Amazon's own services.",
      review: [
        'Start here if you are new to smart homes: an Echo is the cheapest way in and works with every other product on this list, so it becomes the control center you build around. An Echo Dot handles timers, music and voice control of lights, plugs and thermostats; an Echo Show adds a screen for doorbell video and recipes. Routines let one phrase such as "good night" lock the door, turn off the lights and lower the heat.',
        "The trade-off is privacy and sales pitches: voice requests are processed in Amazon's cloud, and Alexa regularly suggests shopping and subscriptions. Use the microphone-off button and review your voice history settings. If you live in Apple's or Google's world, a HomePod mini or a Google speaker fits better.",
      ],
    },
    {
      rank: 2,
      product: "philips-hue",
      description:
        "Smart bulbs, light strips and lamps in white and full color, controlled by app, voice or schedule. It is the most complete smart lighting system we compared.",
      rating: 4.4,
      scores: {
        usefulness: {
          score: 4.6,
          why: "Bulbs, light strips, outdoor lights, dimmer switches and motion sensors from one brand, with schedules and control away from home through the Hue Bridge.",
        },
        setup: {
          score: 4.5,
          why: "Bulbs screw into the fixtures you have and the Bridge plugs into your router, so renters can use it without any wiring.",
        },
        compatibility: {
          score: 4.9,
          why: "Works with Alexa, Google Home and Apple Home, and the Hue Bridge adds Matter support.",
        },
        cost: {
          score: 3.6,
          why: "Lights need no subscription, but Hue bulbs cost far more than basic LED bulbs and the full feature set needs the Bridge.",
        },
        privacy: {
          score: 4.2,
          why: "Lights are controlled locally through the Bridge, so switches and schedules keep working if your internet connection drops.",
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
        "Philips Hue is smart lighting that keeps working. Bulbs connect through the Hue Bridge, so they respond quickly, don't crowd your Wi-Fi and carry on if the internet goes down, and you can add dimmer switches and motion sensors so guests never need an app. Schedules can wake you with gradual light and turn lamps on while you are away.",
        "You pay for that reliability: Hue bulbs cost noticeably more than budget Wi-Fi bulbs, and Bluetooth-only control without the Bridge is limited to one room's worth of lights. If you only want one or two colored lamps, a cheaper Wi-Fi bulb brand is fine; Hue makes sense once you light several rooms.",
      ],
    },
    {
      rank: 3,
      product: "google-nest-learning-thermostat",
      description:
        "A smart thermostat that learns your schedule and temperature preferences. It can lower heating and cooling when nobody is home, without you programming it.",
      rating: 4.3,
      scores: {
        usefulness: {
          score: 4.6,
          why: "Builds a schedule from the temperatures you set, switches to an eco temperature when everyone leaves, and shows energy history in the Google Home app.",
        },
        setup: {
          score: 4.0,
          why: "Needs wiring work and a compatibility check first; high-voltage systems such as electric baseboard heat are not supported.",
        },
        compatibility: {
          score: 4.5,
          why: "The 4th-gen model supports Matter, so it works with Apple Home and Alexa as well as Google Home.",
        },
        cost: {
          score: 3.9,
          why: "One of the pricier single devices here, with no subscription, and many utilities offer rebates on smart thermostats.",
        },
        privacy: {
          score: 4.1,
          why: "Google supported the first two generations for over a decade before ending their app support on October 25, 2025; your data sits in your Google account with its activity controls.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1586023492125-27b2c045efd7",
        alt: "Bright, uncluttered living room with simple furniture",
      },
      pros: [
        "Builds a schedule from the temperatures you set during the first days",
        "Uses your phone's location to ease off heating and cooling when you leave",
        "Energy history and remote control in the Google Home app",
      ],
      bestFor: "Homeowners who want lower heating and cooling bills without manual scheduling.",
      drawback: "It doesn't work with every HVAC system, including high-voltage electric baseboard heat.",
      review: [
        "Heating and cooling are a large share of most home energy bills, and the Nest Learning Thermostat trims them without asking you to program anything. After a few days of adjustments it builds a schedule, switches to an eco temperature when everyone has left, and shows when and why your system ran. Many utilities offer rebates on smart thermostats, so check yours before you buy.",
        "It ranks below Hue because installation is real work and renters usually can't use it. Check compatibility first: Google's online checker covers your wiring, and high-voltage systems are not supported. Google also ended app support for the first two generations on October 25, 2025, a reminder that smart devices have a shelf life. Renters who can't change the thermostat should skip this one.",
      ],
    },
    {
      rank: 4,
      product: "ring-video-doorbell",
      description:
        "Video doorbells that send an alert to your phone when someone rings or moves near your door. You can see and talk to visitors from anywhere.",
      rating: 4.2,
      scores: {
        usefulness: {
          score: 4.7,
          why: "Ring and motion alerts, live video and two-way talk from anywhere, with motion zones so passing cars don't trigger alerts.",
        },
        setup: { score: 4.6, why: "Battery models install with a few screws and no wiring, which suits many renters." },
        compatibility: {
          score: 3.9,
          why: "Built for Alexa and Echo Show screens, but Ring doorbells do not work with Apple Home.",
        },
        cost: {
          score: 3.7,
          why: "Live view and alerts are free, but recorded clips and video history need a paid Ring Home plan.",
        },
        privacy: {
          score: 3.7,
          why: "The FTC took action against Ring in 2023 over staff access to customers' videos; end-to-end encryption is available but you have to turn it on.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1600585154340-be6161a56a0c",
        alt: "Exterior of a modern house",
      },
      pros: [
        "Motion alerts and live video of your front door on your phone",
        "Two-way talk to answer visitors and delivery drivers when you are out",
        "Wired and battery-powered models, including options that suit renters",
      ],
      bestFor: "Homeowners and renters who want to see who is at the door and keep an eye on deliveries.",
      drawback: "Saved video history and many smart alerts need a paid Ring subscription.",
      review: [
        "A Ring doorbell answers the question \"who's there?\" from anywhere. You get an alert when someone rings or walks up, can watch live video and speak through the doorbell, and can set motion zones so passing cars don't trigger alerts. Battery models install with a few screws, which makes them workable for many renters, and Ring is owned by Amazon, so it pairs directly with an Echo Show.",
        "Without a subscription you mostly get live view only: recorded clips and history require a paid plan. Review the privacy and sharing settings in the Ring app, and switch on end-to-end encryption if your model supports it. If you want local storage with no monthly fee, look at a doorbell that records to a home base.",
      ],
    },
    {
      rank: 5,
      product: "roborock",
      description:
        "Robot vacuums and vacuum-mop combos with laser navigation and self-emptying docks. They keep floors clean on a schedule with little effort from you.",
      rating: 4.2,
      scores: {
        usefulness: {
          score: 4.7,
          why: "LiDAR mapping, room-by-room cleaning and no-go zones, and higher-end Qrevo and Saros docks empty dust, wash mop pads and refill water.",
        },
        setup: {
          score: 4.5,
          why: "The robot maps each floor on its first runs, but a full dock needs floor space and the floor must be clear of cables and socks.",
        },
        compatibility: {
          score: 4.0,
          why: "Works with Alexa and Google Assistant voice commands, while maps and schedules live in Roborock's own app.",
        },
        cost: {
          score: 3.4,
          why: "Top models with all-in-one docks are among the most expensive products here, and brushes, filters and mop pads need replacing.",
        },
        privacy: {
          score: 3.8,
          why: "Mapping and scheduling run through a Roborock cloud account, and camera-equipped models take images of your floors to avoid obstacles.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1560448204-e02f11c3d0e2",
        alt: "Bright apartment interior with open floor space",
      },
      pros: [
        "LiDAR navigation maps each floor and lets you set no-go zones in the app",
        "Many models vacuum and mop, with docks that empty the bin and wash the mop pads",
        "Works with Alexa and Google Assistant voice commands",
      ],
      bestFor: "Busy households, especially with pets, that want floors cleaned on a schedule.",
      drawback: "Top models with all-in-one docks are expensive, and the docks take up floor space.",
      review: [
        "Roborock's robots map your home with a laser sensor, clean room by room, and avoid areas you block off in the app. Higher-end models in the Qrevo and Saros lines add mopping and docks that empty dust, wash and dry the mop pads and refill water, so you may only need to touch the robot every week or two.",
        "The best features come with a high price, a full dock is bulky, and brushes, filters and pads are running costs. Robots still need a tidy floor: cables, socks and pet toys can stop them. It ties with Ring on rating and ranks fifth because it is the least essential item here. If your home is small or mostly carpet, a basic model without a mopping dock is enough.",
      ],
    },
  ],
  methodology: {
    text: "We read each maker's product pages, compatibility lists, support documents and subscription terms, and public regulators' records such as FTC actions, then scored setup effort, compatibility with Alexa, Google Home and Apple Home, the cost to buy and run, and privacy controls. We did not install or run the devices ourselves.",
    criteria: [
      {
        id: "usefulness",
        name: "Everyday usefulness",
        weight: 30,
        measures: "How well the product does its job from day to day.",
      },
      {
        id: "setup",
        name: "Setup",
        weight: 20,
        measures: "Installation effort, wiring needs and whether renters can use it.",
      },
      {
        id: "compatibility",
        name: "Works with",
        weight: 20,
        measures: "Support for Alexa, Google Home, Apple Home and Matter.",
      },
      {
        id: "cost",
        name: "Cost to buy and run",
        weight: 15,
        measures: "Purchase price plus any subscription or parts the main features need.",
      },
      {
        id: "privacy",
        name: "Privacy and support",
        weight: 15,
        measures: "Data controls, security record and how long the maker supports the device.",
      },
    ],
  },
  mustReads: [
    { to: "/smart-home-essentials" },
    {
      title: "Robot Vacuum Buying Guide",
      image: {
        url: "https://images.unsplash.com/photo-1513694203232-719a280e022f",
        alt: "Bright home interior with natural light",
      },
      to: "#",
    },
    {
      title: "Matter Explained: What the Smart Home Standard Means for You",
      image: {
        url: "https://images.unsplash.com/photo-1505693416388-ac5ce068fe85",
        alt: "Tidy bedroom interior",
      },
      to: "#",
    },
  ],
  itemType: "Product",
  ratingCount: 6000,
  changes: [
    {
      date: "2026-11-22",
      text: "Scores per criterion with weights added and the ranking reordered to follow them (Hue now second); dated prices in the comparison table; Echo and Nest links now go to the Echo Dot and Nest Learning Thermostat pages",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;

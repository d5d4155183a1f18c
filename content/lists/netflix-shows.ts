import type { RankedListInput } from "../schema/lists";

export default {
  meta: {
    title: "Best Shows on Netflix to Binge Watch This Weekend",
    description:
      "Five Netflix original series for adults worth a weekend: finished stories, award-winning casts and seasons you can start and finish at your own pace.",
    keywords: [
      "best netflix shows",
      "netflix shows to binge",
      "netflix original series",
      "best shows on netflix for adults",
      "what to watch on netflix",
    ],
  },
  back: { label: "Back to Home", to: "/" },
  title: "Best Shows on Netflix to Binge Watch This Weekend",
  tagline: "Five Netflix originals for grown-ups, chosen so you can pick one on Friday and be hooked by Saturday.",
  icon: "clapperboard",
  intro: [
    "We picked five Netflix original series for adult viewers that reward a weekend of watching: Emmy-winning writing, direction and performances, and stories that either have a proper ending or work in self-contained episodes.",
    "Netflix's catalog changes by country and over time. Season and episode counts here are as of the end of 2025; check the Netflix app for what is on in your region.",
  ],
  summaryHeading: "Our Top 5 Best Netflix Shows",
  entriesHeading: "Top 5 Shows for Adults",
  entries: [
    {
      rank: 1,
      product: "adolescence",
      description:
        "A four-part British drama in which a 13-year-old boy is arrested for the murder of a classmate, with each episode filmed in one continuous shot.",
      scores: {
        awards: {
          score: 5,
          why: "At the 2025 Emmys it won Outstanding Limited or Anthology Series, writing and directing, and three acting awards, including Stephen Graham and Owen Cooper.",
        },
        story: {
          score: 5,
          why: "A limited series: one complete story in four episodes, released together in March 2025.",
        },
        binge: { score: 5, why: "Four episodes in all, the shortest commitment on this list." },
        repeat: {
          score: 3,
          why: "One story told across four episodes, each following on from the last, so it is best watched again from the start.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1517604931442-7e0c8ed2963c",
        alt: "Audience watching a film in a darkened cinema",
      },
      pros: [
        "Four episodes, each filmed in a single continuous take",
        "Co-created and co-written by Stephen Graham, who also plays the boy's father",
        "Won the 2025 Emmy for Outstanding Limited or Anthology Series, with three acting Emmys, including Stephen Graham and Owen Cooper",
      ],
      bestFor: "Adults who want a gripping, complete drama they can finish in one evening.",
      drawback:
        "It is hard to watch: a child accused of murder, and frank scenes about online misogyny and its hold on teenagers.",
      review: [
        "You can finish Adolescence in a single evening and think about it for a week. Police arrest 13-year-old Jamie Miller, played by newcomer Owen Cooper, and each of the four episodes follows one moment of the aftermath in a single unbroken shot: the arrest, the school, a session with a psychologist, the family months later.",
        "The 2025 Emmys rewarded nearly all of it: Outstanding Limited or Anthology Series, writing, directing, and three acting awards, including Graham, who plays Jamie's father, and Cooper, who at 15 became the youngest male winner of his category. It is bleak viewing, built on a child's crime and the online misogyny around it, and it offers no twist to lighten the load. For something lighter, start with The Queen's Gambit.",
      ],
    },
    {
      rank: 2,
      product: "black-mirror",
      description:
        "Charlie Brooker's anthology of standalone stories about technology and human nature, each with its own cast and world.",
      scores: {
        awards: {
          score: 4,
          why: "Episodes won the Emmy for Outstanding Television Movie three years running, and Charlie Brooker won writing Emmys for San Junipero and USS Callister.",
        },
        story: {
          score: 5,
          why: "Standalone episodes: nearly every one tells a complete story with its own cast.",
        },
        binge: {
          score: 5,
          why: "Because nearly every episode stands alone, you can watch one or five and stop without a cliffhanger.",
        },
        repeat: {
          score: 5,
          why: "Standalone episodes let you return to a favorite in any order across its seven seasons.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1522869635100-9f4c5e86aa37",
        alt: "Streaming service playing on a television screen",
      },
      pros: [
        "Created by Charlie Brooker; Netflix has produced it since the third season in 2016",
        "Seven seasons as of 2025, with the seventh released in April 2025",
        "Won the Emmy for Outstanding Television Movie for San Junipero (2017), USS Callister (2018) and Bandersnatch (2019)",
      ],
      bestFor: "Viewers who want to dip in and out, one complete story at a time.",
      drawback: "Quality varies from episode to episode, and some stories are deeply bleak.",
      review: [
        "Black Mirror is ideal if you cannot commit to one long story: nearly every episode stands alone, so you can watch three on Saturday and stop without a cliffhanger. The best episodes, such as San Junipero and USS Callister, are among the most honored television of the past decade, winning the Emmy for Outstanding Television Movie and, for Charlie Brooker, the writing Emmy.",
        "The catch is unevenness: some seasons hit harder than others, and the darkest episodes are hard to watch back to back. The first two seasons were made for Britain's Channel 4 before Netflix took over, and its casts change with every story, so no actor carries it. Start with San Junipero; if you want one continuous story instead, choose Squid Game.",
      ],
    },
    {
      rank: 3,
      product: "squid-game",
      description:
        "A South Korean survival drama in which hundreds of people in debt compete in deadly versions of children's games for a huge cash prize.",
      scores: {
        awards: {
          score: 4,
          why: "Lee Jung-jae won the 2022 Emmy for lead actor in a drama, the first for a non-English-language role, and Hwang Dong-hyuk won for directing.",
        },
        story: {
          score: 5,
          why: "One complete story told across three seasons from 2021 to 2025, ending with a planned final season.",
        },
        binge: { score: 5, why: "22 episodes in all, in seasons of nine, seven and six episodes." },
        repeat: {
          score: 3.5,
          why: "The first season is a complete arc you can watch again on its own, but seasons two and three tell one story split by a cliffhanger.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1489599849927-2ee91cede3ba",
        alt: "Rows of red seats in an empty movie theater",
      },
      pros: [
        "Created, written and directed by Hwang Dong-hyuk",
        "Three seasons from 2021 to 2025, and the story is complete",
        "Lee Jung-jae won the 2022 Emmy for Outstanding Lead Actor in a Drama Series, the first for a non-English-language role",
      ],
      bestFor: "Adults who want a tense, fast story they can finish in a weekend.",
      drawback: "It is very violent, and the second season ends on a cliffhanger that only the third resolves.",
      review: [
        "Squid Game is a complete story you can finish in a weekend: three seasons and 22 episodes, all released by June 2025. Under the deadly games is a sharp drama about debt and desperation, led by Lee Jung-jae's Emmy-winning performance, and Hwang Dong-hyuk also won the Emmy for directing.",
        "Its graphic violence is not for everyone, and the second season ends on a cliffhanger, so have the third ready. The first season works on its own if you only have a day. Watch it in Korean with subtitles if you can; the dubbed version loses some of the performances. Drama without the bloodshed? Choose The Queen's Gambit or The Crown.",
      ],
    },
    {
      rank: 4,
      product: "the-queens-gambit",
      description:
        "A seven-episode drama about Beth Harmon, an orphan who becomes a chess prodigy in the 1950s and 1960s, adapted from a 1983 novel.",
      scores: {
        awards: {
          score: 4,
          why: "It won the 2021 Emmys for Outstanding Limited Series and for Scott Frank's directing, but no acting or writing Emmy.",
        },
        story: {
          score: 5,
          why: "A limited series: one complete story in seven episodes, with no sequel.",
        },
        binge: { score: 5, why: "Seven episodes in all, released together in October 2020." },
        repeat: {
          score: 3,
          why: "One serialized story following Beth from childhood to her last tournament, best watched again from the start.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1478720568477-152d9b164e26",
        alt: "Movie theater with film reels and cinema lights",
      },
      pros: [
        "Seven episodes, with a finished story",
        "Created by Scott Frank and Allan Scott from a 1983 novel of the same name",
        "Won 11 Emmys in 2021, including Outstanding Limited Series and directing",
      ],
      bestFor: "Viewers who want an absorbing, complete story with little violence.",
      drawback:
        "Beth's dependence on tranquilizers and alcohol runs through the story, and some chess scenes move fast.",
      review: [
        "You don't need to play chess to enjoy The Queen's Gambit. Beth Harmon is an orphan who learns the game from a custodian and fights her way to the top of a male-dominated world in the 1950s and 1960s. The seven episodes tell one complete story, and the series won 11 Emmys in 2021, including Outstanding Limited Series and directing for Scott Frank.",
        "It is gentler than the shows above it, but not light: Beth's dependence on tranquilizers and alcohol shapes much of the story. There is no second season, so the ending is the ending. If you would rather sample short, separate stories, choose Black Mirror.",
      ],
    },
    {
      rank: 5,
      product: "the-crown",
      description:
        "Peter Morgan's dramatized history of Queen Elizabeth II's reign, with three casts taking the royal family from the 1940s to the 2000s.",
      scores: {
        awards: {
          score: 5,
          why: "It won the 2021 Emmy for Outstanding Drama Series, plus writing for Peter Morgan, directing for Jessica Hobbs and four acting awards.",
        },
        story: {
          score: 5,
          why: "Complete: six seasons from 2016 to a planned final season in 2023.",
        },
        binge: {
          score: 3,
          why: "60 episodes of about an hour each, far more than a weekend.",
        },
        repeat: {
          score: 4,
          why: "Three casts play the royal family at different ages, so each era can be watched again on its own.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1485846234645-a62644f84728",
        alt: "A film clapperboard held up on a set",
      },
      pros: [
        "Created and largely written by Peter Morgan",
        "Six seasons and 60 episodes from 2016 to 2023",
        "Won the Emmy for Outstanding Drama Series in 2021",
      ],
      bestFor: "Fans of period drama, politics and character-driven stories.",
      drawback: "It is a dramatization that invents private scenes, and 60 episodes are far more than a weekend.",
      review: [
        "Few Netflix dramas are as polished as The Crown. Claire Foy, Olivia Colman and Imelda Staunton play the Queen at different ages, with the cast changing every two seasons, and its fourth season swept the main drama awards at the 2021 Emmys, including Outstanding Drama Series, writing and directing.",
        "Length is its weak spot for a weekend: 60 episodes of about an hour, at a slower pace than anything else here. Remember that it is drama, not documentary: many private conversations are imagined. For a weekend, watch the first two seasons, which cover the young Queen's early reign. Pick Squid Game if you want pace over polish.",
      ],
    },
  ],
  methodology: {
    text: "We shortlisted Netflix original series for adult audiences that were complete or had several seasons available by the end of 2025, and scored each show in half points on the four published rubrics below; the rating is the weighted mean. The facts behind the scores (seasons, episode counts, release dates, Emmy wins) come from Netflix's title pages and the Television Academy.",
    criteria: [
      {
        id: "awards",
        name: "Awards",
        weight: 30,
        measures: "Primetime Emmys won for the program, its writing, its directing or its acting",
        rubric: {
          5: "Emmys won for the program itself and in at least two of writing, directing and acting",
          4: "Emmys won in at least two of these: the program (series or a standalone episode), writing, directing, acting",
          3: "One Emmy win among program, writing, directing and acting, or a nomination for the series",
          2: "Emmy nominations for writing, directing or acting only",
          1: "No Primetime Emmy recognition for the program, writing, directing or acting",
        },
      },
      {
        id: "story",
        name: "Story",
        weight: 25,
        measures: "Whether the story is finished, or each episode stands alone",
        rubric: {
          5: "A complete story with a planned ending (a limited series or a final season), or standalone episodes",
          4: "Every season tells a complete arc, but the series is still running",
          3: "Still running, with the latest season ending on a cliffhanger",
          2: "Canceled before the story was finished",
          1: "Canceled after one season on a cliffhanger",
        },
      },
      {
        id: "binge",
        name: "Binge-ability",
        weight: 30,
        measures: "How much of it you can realistically watch in a weekend, by episode count",
        rubric: {
          5: "25 episodes or fewer in all, or standalone episodes you can stop after any one",
          4: "26 to 45 episodes",
          3: "46 to 70 episodes",
          2: "71 to 100 episodes",
          1: "More than 100 episodes",
        },
      },
      {
        id: "repeat",
        name: "Repeat viewing",
        weight: 15,
        measures: "How easily you can return to part of it without watching everything again",
        rubric: {
          5: "Standalone episodes, so any favorite can be watched again on its own",
          4: "Eras or seasons that each tell a complete arc and can be watched again alone",
          3: "One serialized story, best watched again from the start",
          2: "One story whose main draw is a twist that loses force once known",
          1: "An unfinished story with no ending to return to",
        },
      },
    ],
    tiebreak: "awards",
  },
  compare: [
    { fact: "seasons", label: "Seasons" },
    { fact: "episodes", label: "Episodes" },
    { fact: "first-released", label: "First released" },
    { fact: "latest-season", label: "Latest season released" },
  ],
  presets: [
    { label: "A weekend binge", levels: { binge: 3, awards: 1 } },
    { label: "Award winners", levels: { awards: 3, binge: 1 } },
    { label: "Worth watching again", levels: { repeat: 3 } },
  ],
  competition: [
    {
      name: "Stranger Things",
      why: "42 episodes, with later ones running well over an hour and a finale of 2 hours 8 minutes, and no Emmy for the series, writing, directing or acting.",
    },
    {
      name: "Ozark",
      why: "44 episodes over four seasons, the last with 14; its Emmys for Julia Garner and Jason Bateman's directing leave it just below the five.",
    },
    {
      name: "Baby Reindeer",
      why: "Won the 2024 Emmy for Outstanding Limited Series, but its account of stalking and abuse is harrowing for a weekend binge.",
    },
    {
      name: "Wednesday",
      why: "Still running, with no Primetime Emmy for the series, its writing, directing or acting.",
    },
  ],
  sources: [
    { title: "Netflix: Adolescence", url: "https://www.netflix.com/title/81756069" },
    { title: "Netflix: Black Mirror", url: "https://www.netflix.com/title/70264888" },
    { title: "Netflix: Squid Game", url: "https://www.netflix.com/title/81040344" },
    { title: "Netflix: The Queen's Gambit", url: "https://www.netflix.com/title/80234304" },
    { title: "Netflix: The Crown", url: "https://www.netflix.com/title/80025678" },
    { title: "Television Academy: Emmy Award nominees and winners", url: "https://www.televisionacademy.com/awards" },
  ],
  mustReads: [{ to: "/cord-cutting-guide" }, { to: "/live-vs-on-demand-tv" }, { to: "/netflix-vpn" }],
  itemType: "TVSeries",
  ratingCount: 9000,
  changes: [
    {
      date: "2026-11-25",
      text: "Ratings recalculated with published rubrics for awards, story, binge-ability and repeat viewing; the table now compares seasons, episodes and release years; Adolescence and The Queen's Gambit replace Stranger Things and Ozark, whose 42 and 44 episodes are more than a weekend; Adolescence is now first",
    },
    {
      date: "2026-11-22",
      text: "Each show scored on story, performances, binge-ability and repeat viewing, with facts on seasons, episodes and Emmys; Squid Game moved to first",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;

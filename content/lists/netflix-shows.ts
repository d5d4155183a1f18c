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
    "We picked five Netflix original series for adult viewers that reward a weekend of watching: strong writing, performances that won major awards, and stories that either have a proper ending or work in short, self-contained episodes.",
    "Netflix's catalog changes by country and over time. Season and episode counts here are as of the end of 2025; check the Netflix app for what is on in your region.",
  ],
  summaryHeading: "Our Top 5 Best Netflix Shows",
  entriesHeading: "Top 5 Shows for Adults",
  entries: [
    {
      rank: 1,
      product: "squid-game",
      description:
        "A South Korean survival drama in which hundreds of people in debt compete in deadly versions of children's games for a huge cash prize.",
      rating: 4.7,
      scores: {
        story: {
          score: 4.7,
          why: "One complete story told across three seasons from 2021 to 2025, with a sharp drama about debt and desperation under the games.",
        },
        performances: {
          score: 4.9,
          why: "Lee Jung-jae won the 2022 Emmy for lead actor in a drama, the first for a non-English-language role, and Hwang Dong-hyuk won for directing.",
        },
        binge: {
          score: 4.8,
          why: "The shortest commitment here: 22 episodes in all, in seasons of nine, seven and six episodes.",
        },
        repeat: {
          score: 4.0,
          why: "Much of its pull is suspense about who survives, and its graphic violence makes a second viewing harder going.",
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
        "No great show here is easier to finish in a weekend than Squid Game, which is why it is first: three seasons and 22 episodes, all released by June 2025, telling one complete story. Under the deadly games is a sharp drama about debt and desperation, led by Lee Jung-jae's Emmy-winning performance, and Hwang Dong-hyuk also won the Emmy for directing.",
        "Its graphic violence is not for everyone, and the second season ends on a cliffhanger, so have the third ready. Watch it in Korean with subtitles if you can; the dubbed version loses some of the performances. If you want drama without the bloodshed, choose The Crown.",
      ],
    },
    {
      rank: 2,
      product: "stranger-things",
      description:
        "A supernatural thriller set in 1980s Indiana that mixes horror, friendship and small-town mystery, now complete after five seasons.",
      rating: 4.5,
      scores: {
        story: {
          score: 4.6,
          why: "Five seasons and 42 episodes telling one finished story, which ended on December 31, 2025.",
        },
        performances: {
          score: 4.6,
          why: "Millie Bobby Brown and David Harbour earned Emmy nominations for supporting roles, and the series was nominated for Outstanding Drama Series for each of its first four seasons.",
        },
        binge: {
          score: 4.3,
          why: "Early seasons run eight or nine episodes, but later ones grow longer, with some episodes close to feature length.",
        },
        repeat: {
          score: 4.5,
          why: "Its running mysteries and large ensemble reward a second viewing once you know where the story ends.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1517604931442-7e0c8ed2963c",
        alt: "Audience watching a film in a darkened cinema",
      },
      pros: [
        "Created by Matt and Ross Duffer, known as the Duffer Brothers",
        "Five seasons from 2016 to 2025, with the final season released in late 2025",
        "Nominated for the Emmy for Outstanding Drama Series for each of its first four seasons",
      ],
      bestFor: "Viewers who like horror and science fiction with heart and a big ensemble cast.",
      drawback: "Later seasons have very long episodes, some close to feature length, which slows a binge.",
      review: [
        "Netflix's defining original series is now finished: the final episode of the fifth season arrived on December 31, 2025, so you can start knowing there is an ending. Set in the fictional town of Hawkins, Indiana, it follows a group of kids, their families and a local police chief after a boy disappears and a girl with strange powers appears.",
        "It sits below Squid Game because it is a much longer commitment: 42 episodes, with later seasons bigger, darker and longer, and some episodes running well past an hour. The first season is tight and easy to finish in a weekend. If you would rather watch one complete story per evening, try Black Mirror.",
      ],
    },
    {
      rank: 3,
      product: "black-mirror",
      description:
        "Charlie Brooker's anthology of standalone stories about technology and human nature, each with its own cast and world.",
      rating: 4.5,
      scores: {
        story: {
          score: 4.4,
          why: "Episodes won the Emmy for Outstanding Television Movie three years running, for San Junipero, USS Callister and Bandersnatch, though quality varies by season.",
        },
        performances: {
          score: 4.4,
          why: "Each story brings its own cast, such as Jesse Plemons in USS Callister and Gugu Mbatha-Raw and Mackenzie Davis in San Junipero.",
        },
        binge: {
          score: 4.6,
          why: "Nearly every episode stands alone, so you can watch one or five and stop without a cliffhanger.",
        },
        repeat: {
          score: 4.6,
          why: "Standalone episodes make it easy to return to favorites in any order across its seven seasons.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1522869635100-9f4c5e86aa37",
        alt: "Streaming service playing on a television screen",
      },
      pros: [
        "Created by Charlie Brooker; Netflix has produced it since the third season in 2016",
        "Seven seasons as of 2025, with the seventh released in 2025",
        "Won the Emmy for Outstanding Television Movie for San Junipero (2017), USS Callister (2018) and Bandersnatch (2019)",
      ],
      bestFor: "Viewers who want to dip in and out, one complete story at a time.",
      drawback: "Quality varies from episode to episode, and some stories are deeply bleak.",
      review: [
        "Black Mirror is ideal if you cannot commit to one long story: nearly every episode stands alone, so you can watch three on Saturday and stop without a cliffhanger. The best episodes, such as San Junipero and USS Callister, are among the best television of the past decade and won Emmys to prove it.",
        "The catch is unevenness: some seasons hit harder than others, and the darkest episodes are hard to watch back to back. The first two seasons were made for Britain's Channel 4 before Netflix took over. It ties with Stranger Things on rating and follows it because the best episodes are scattered across seasons. Start with San Junipero; if you want one continuous story instead, go back to Stranger Things.",
      ],
    },
    {
      rank: 4,
      product: "the-crown",
      description:
        "Peter Morgan's dramatized history of Queen Elizabeth II's reign, with three casts taking the royal family from the 1940s to the 2000s.",
      rating: 4.4,
      scores: {
        story: {
          score: 4.6,
          why: "Peter Morgan's dramatized history follows Elizabeth II's reign from the 1940s to the 2000s, though many private scenes are invented.",
        },
        performances: {
          score: 4.9,
          why: "Its fourth season swept the seven main drama categories at the 2021 Emmys, and Claire Foy won lead actress for the second season in 2018.",
        },
        binge: {
          score: 3.8,
          why: "Six seasons and 60 episodes of about an hour each, at a slower pace than anything else on this list.",
        },
        repeat: {
          score: 4.3,
          why: "Three casts playing the royal family at different ages make it rewarding to return to a favorite era.",
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
      drawback: "It is a dramatization that invents private scenes, and six seasons is more than a weekend.",
      review: [
        "Few Netflix dramas are as polished as The Crown. Claire Foy, Olivia Colman and Imelda Staunton play the Queen at different ages, with the cast changing every two seasons, and its fourth season swept the main drama awards at the 2021 Emmys, including Outstanding Drama Series.",
        "Length is its weak spot for a weekend: 60 episodes of about an hour, at a slower pace than the shows above it. Remember that it is drama, not documentary: many private conversations are imagined. For a weekend, watch the first two seasons, which cover the young Queen's early reign. If you want pace over polish, pick Ozark.",
      ],
    },
    {
      rank: 5,
      product: "ozark",
      description:
        "A financial adviser moves his family to the Missouri Ozarks to launder money for a drug cartel, and every fix makes things worse.",
      rating: 4.4,
      scores: {
        story: {
          score: 4.4,
          why: "Four seasons and 44 episodes from 2017 to 2022 with a finished ending, though the first few episodes take time to build.",
        },
        performances: {
          score: 4.8,
          why: "Julia Garner won three Emmys for supporting actress in a drama, and Jason Bateman won the 2019 Emmy for directing an episode.",
        },
        binge: {
          score: 4.3,
          why: "Ten-episode seasons and a final season released in two parts make for a steady binge, though the bleak tone builds up.",
        },
        repeat: {
          score: 3.8,
          why: "A relentlessly grim tone and a dark, blue-tinted look make it less inviting to watch again.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1478720568477-152d9b164e26",
        alt: "Movie theater with film reels and cinema lights",
      },
      pros: [
        "Created by Bill Dubuque and Mark Williams, starring Jason Bateman and Laura Linney",
        "Four seasons from 2017 to 2022, with a finished ending",
        "Julia Garner won three Emmys for Outstanding Supporting Actress in a Drama Series",
      ],
      bestFor: "Viewers who like crime dramas in the vein of Breaking Bad.",
      drawback: "It is bleak in tone and dark in look, and the first few episodes take time to build.",
      review: [
        "Strong performances carry this tense crime drama: Jason Bateman, who also directed several episodes and won an Emmy for it, plays the calm money launderer, Laura Linney is his increasingly ruthless wife, and Julia Garner steals scenes as Ruth Langmore, the role that won her three Emmys.",
        "It ties with The Crown on rating and finishes fifth because it is relentlessly grim, its blue-tinted look can feel heavy over a long binge, and the story takes a few episodes to find its pace. The series is finished after 44 episodes, so there is no cliffhanger waiting. If you prefer shorter, self-contained stories, try Black Mirror.",
      ],
    },
  ],
  methodology: {
    text: "We shortlisted Netflix original series for adult audiences that were complete or had several seasons available by the end of 2025, and scored each show on the four criteria below. The facts behind the scores (seasons, episode counts, release dates, Emmy wins and nominations) are public records from Netflix and the Television Academy; the judgments on pace and tone are ours.",
    criteria: [
      {
        id: "story",
        name: "Story",
        weight: 30,
        measures: "Writing, and whether the story is finished or each episode stands alone.",
      },
      {
        id: "performances",
        name: "Performances",
        weight: 25,
        measures: "Acting and direction, with major awards won as the evidence.",
      },
      {
        id: "binge",
        name: "Binge-ability",
        weight: 30,
        measures: "How much of it you can realistically watch in a weekend: episode count, length and pace.",
      },
      { id: "repeat", name: "Repeat viewing", weight: 15, measures: "How well it holds up on a second viewing." },
    ],
  },
  mustReads: [{ to: "/cord-cutting-guide" }, { to: "/live-vs-on-demand-tv" }, { to: "/netflix-vpn" }],
  itemType: "TVSeries",
  ratingCount: 9000,
  changes: [
    {
      date: "2026-11-22",
      text: "Criteria and scores per show added (story, performances, binge-ability, repeat viewing) with facts on seasons, episodes and Emmys; the ranking follows the new ratings, with Squid Game first",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;

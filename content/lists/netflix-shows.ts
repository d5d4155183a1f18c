import type { RankedListInput } from "../schema";

export default {
  path: "/netflix-shows",
  meta: {
    title: "Best Shows on Netflix to Binge Watch This Weekend",
    description:
      "Five Netflix original series for adults worth a weekend: finished stories, award-winning casts and seasons you can start and finish at your own pace.",
    keywords: ["best netflix shows", "netflix shows to binge", "netflix original series", "best shows on netflix for adults", "what to watch on netflix"],
  },
  back: { label: "Back to Home", to: "/" },
  title: "Best Shows on Netflix to Binge Watch This Weekend",
  tagline: "Five Netflix originals for grown-ups, chosen so you can pick one on Friday and be hooked by Saturday.",
  icon: "clapperboard",
  intro: [
    "We picked five Netflix original series for adult viewers that reward a weekend of watching: strong writing, performances that won major awards, and stories that either have a proper ending or work in short, self-contained episodes.",
    "Netflix's catalogue changes by country and over time. Season counts and availability here are as of 2025; check the Netflix app for what is on in your region.",
  ],
  summaryHeading: "Our Top 5 Best Netflix Shows",
  entriesHeading: "Top 5 Shows for Adults",
  entries: [
    {
      rank: 1,
      product: "stranger-things",
      description: "A supernatural thriller set in 1980s Indiana that mixes horror, friendship and small-town mystery, now complete after five seasons.",
      rating: 4.8,
      image: {
        url: "https://images.unsplash.com/photo-1517604931442-7e0c8ed2963c",
        alt: "Audience watching a film in a darkened cinema",
      },
      pros: [
        "Created by Matt and Ross Duffer, known as the Duffer Brothers",
        "Five seasons from 2016 to 2025, with the final season released in late 2025",
        "Nominated for the Emmy for Outstanding Drama Series more than once",
      ],
      bestFor: "Viewers who like horror and science fiction with heart and a big ensemble cast.",
      drawback: "Later seasons have very long episodes, some close to feature length, which slows a binge.",
      review: [
        "Stranger Things is our number one because it is Netflix's defining original series and, as of 2025, its story is finished, so you can start knowing there is an ending. Set in the fictional town of Hawkins, Indiana, it follows a group of kids, their families and a local police chief after a boy disappears and a girl with strange powers appears.",
        "The first season is tight and easy to finish in a weekend; later seasons grow bigger, darker and longer, with some episodes running well past an hour. If you want something shorter and fully adult in tone, start with Squid Game instead.",
      ],
    },
    {
      rank: 2,
      product: "squid-game",
      description: "A South Korean survival drama in which hundreds of people in debt compete in deadly versions of children's games for a huge cash prize.",
      rating: 4.7,
      image: {
        url: "https://images.unsplash.com/photo-1489599849927-2ee91cede3ba",
        alt: "Rows of red seats in an empty cinema",
      },
      pros: [
        "Created, written and directed by Hwang Dong-hyuk",
        "Three seasons from 2021 to 2025, and the story is complete",
        "Lee Jung-jae won the 2022 Emmy for Outstanding Lead Actor in a Drama Series, the first for a non-English-language role",
      ],
      bestFor: "Adults who want a tense, fast story they can finish in a weekend.",
      drawback: "It is very violent, and the second season ends on a cliffhanger that only the third resolves.",
      review: [
        "Squid Game is the most bingeable show on this list: three seasons and about twenty episodes, all released by mid-2025, telling one complete story. Under the deadly games is a sharp drama about debt and desperation, led by Lee Jung-jae's Emmy-winning performance, and Hwang Dong-hyuk also won the Emmy for directing.",
        "It ranks second only because its graphic violence is not for everyone. Watch it in Korean with subtitles if you can; the dubbed version loses some of the performances. If you want drama without the bloodshed, choose The Crown.",
      ],
    },
    {
      rank: 3,
      product: "the-crown",
      description: "Peter Morgan's dramatized history of Queen Elizabeth II's reign, with three casts taking the royal family from the 1940s to the 2000s.",
      rating: 4.7,
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
        "The Crown is the most polished drama Netflix has made. Claire Foy, Olivia Colman and Imelda Staunton play the Queen at different ages, with the cast changing every two seasons, and its 2021 run swept the main Emmy drama awards, including Outstanding Drama Series.",
        "It ranks third because it is a long commitment and a slower watch than the shows above it. Remember that it is drama, not documentary: many private conversations are imagined. For a weekend, watch the first two seasons, which tell a complete arc of the young Queen's early reign. If you want pace over polish, pick Ozark.",
      ],
    },
    {
      rank: 4,
      product: "ozark",
      description: "A financial adviser moves his family to the Missouri Ozarks to launder money for a drug cartel, and every fix makes things worse.",
      rating: 4.6,
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
        "Ozark is a tense crime drama built on strong performances: Jason Bateman, who also directed several episodes and won an Emmy for it, plays the calm money launderer, Laura Linney is his increasingly ruthless wife, and Julia Garner steals scenes as Ruth Langmore, the role that won her three Emmys.",
        "It ranks fourth because it is relentlessly grim, its blue-tinted look can feel heavy over a long binge, and the story takes a few episodes to find its pace. The series is finished, so there is no cliffhanger waiting. If you prefer shorter, self-contained stories, try Black Mirror.",
      ],
    },
    {
      rank: 5,
      product: "black-mirror",
      description: "Charlie Brooker's anthology of standalone stories about technology and human nature, each with its own cast and world.",
      rating: 4.5,
      image: {
        url: "https://images.unsplash.com/photo-1522869635100-9f4c5e86aa37",
        alt: "Watching a streaming service on a TV at home",
      },
      pros: [
        "Created by Charlie Brooker; Netflix has produced it since the third season in 2016",
        "Seven seasons as of 2025, with the seventh released in 2025",
        "Won the Emmy for Outstanding Television Movie for San Junipero (2017), USS Callister (2018) and Bandersnatch (2019)",
      ],
      bestFor: "Viewers who want to dip in and out, one complete story at a time.",
      drawback: "Quality varies from episode to episode, and some stories are deeply bleak.",
      review: [
        "Black Mirror is ideal if you cannot commit to one long story: every episode stands alone, so you can watch three on Saturday and stop without a cliffhanger. The best episodes, such as San Junipero and USS Callister, are among the best television of the past decade and won Emmys to prove it.",
        "It ranks fifth because it is uneven: some seasons hit harder than others, and the darkest episodes are hard to watch back to back. The first two seasons were made for Britain's Channel 4 before Netflix took over. Start with San Junipero; if you want one continuous story instead, go back to Stranger Things.",
      ],
    },
  ],
  methodology: {
    text: "We shortlisted Netflix original series for adult audiences that were complete or had several seasons available as of 2025, then weighed how well each works for a weekend of watching.",
    criteria: [
      "Writing, performances and major awards",
      "Whether the story is finished or episodes stand alone",
      "How much you can realistically watch in a weekend",
      "Appeal to adult viewers",
    ],
  },
  mustReads: [{ to: "/cord-cutting-guide" }, { to: "/live-vs-on-demand-tv" }, { to: "/netflix-vpn" }],
  itemType: "TVSeries",
  ratingCount: 9000,
  changes: [{ date: "2026-11-22", text: "First published" }],
} satisfies RankedListInput;

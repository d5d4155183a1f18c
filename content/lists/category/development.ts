import type { RankedListInput } from "../../schema/lists";

export default {
  meta: {
    title: "Best Development Tools: Top 5 Picks for Coding, Git and APIs",
    description:
      "The five development tools we recommend: a code editor, an IDE, Git hosting, an API client and local containers, with free plans and drawbacks compared.",
    keywords: [
      "best development tools",
      "developer tools",
      "best code editor",
      "git hosting",
      "api testing tool",
      "docker desktop",
    ],
  },
  title: "Best Development Tools",
  tagline: "The editor, IDE, Git host, API client and container tool worth setting up first.",
  icon: "code",
  intro: [
    "We compared the tools developers use every day: code editors and IDEs, Git hosting, API clients and container tooling. The list is for individual developers and small teams who want a dependable starting stack, most of which costs nothing to begin with.",
    "These tools work together rather than compete: most developers use an editor or IDE, a Git host and at least one of the others. Prices and free-plan limits change, so the comparison table shows each price with the date of the vendor page it comes from.",
  ],
  summaryHeading: "Our Top 5 Best Development Tools",
  entries: [
    {
      rank: 1,
      product: "visual-studio-code",
      description:
        "A free code editor from Microsoft that handles almost any language through extensions. It is the one tool on this list nearly every developer can use on day one.",
      rating: 4.9,
      scores: {
        "free-plan": {
          score: 5,
          why: "The whole editor is free, including for commercial use, with no paid tier to unlock features.",
        },
        features: {
          score: 4.7,
          why: "A debugger, integrated terminal, Git panel and IntelliSense come built in, though deep Java and Kotlin refactoring is weaker than in a dedicated IDE.",
        },
        platforms: {
          score: 5,
          why: "It runs on Windows, macOS and Linux, and remote extensions let it edit code over SSH, in containers and in WSL.",
        },
        learning: {
          score: 4.8,
          why: "It opens ready to edit most files, and the command palette finds any setting or action by name.",
        },
        "team-cost": {
          score: 5,
          why: "Adding a tenth or a thousandth developer costs nothing, because no license is sold.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1461749280684-dccba630e2f6",
        alt: "Computer monitor showing lines of color-highlighted code",
      },
      pros: [
        "Free on Windows, macOS and Linux",
        "Built-in debugger, integrated terminal and Git panel",
        "Remote development over SSH, in containers or in WSL through official extensions",
      ],
      bestFor: "Developers who want one free editor for most languages.",
      drawback: "A large set of extensions can slow it down and use a lot of memory.",
      review: [
        "The case for Visual Studio Code in one sentence: it costs nothing, runs on every major desktop system and covers almost any language once you add the right extensions, so it fits more developers than anything else here. Out of the box you get IntelliSense code completion, a debugger, an integrated terminal and a Git panel for staging, committing and resolving merge conflicts.",
        "The catch is that VS Code becomes whatever you install into it: a heavy extension setup can slow startup and use a lot of memory, and deep refactoring in Java or Kotlin is weaker than in a dedicated IDE. If you work mainly in those languages on large codebases, pick IntelliJ IDEA instead.",
      ],
    },
    {
      rank: 2,
      product: "github",
      description:
        "A Git hosting platform that combines repositories, pull requests, issues and built-in CI/CD. It is the default place to share code and review changes with other people.",
      rating: 4.6,
      scores: {
        "free-plan": {
          score: 4.8,
          why: "The free plan covers unlimited public and private repositories plus a monthly allowance of GitHub Actions minutes, per GitHub's pricing page.",
        },
        features: {
          score: 4.9,
          why: "Pull request reviews, issues, project boards, Actions CI/CD and Dependabot alerts all live next to the code.",
        },
        platforms: {
          score: 4.6,
          why: "It works in any browser and with any Git client on any system, while the GitHub Desktop app covers only Windows and macOS.",
        },
        learning: {
          score: 4.2,
          why: "Branches, pull requests and merge conflicts mean learning Git itself, which takes new developers real time.",
        },
        "team-cost": {
          score: 4.3,
          why: "The Team plan is priced per user, and advanced security scanning and several enterprise controls cost extra.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1519389950473-47ba0277781c",
        alt: "Team of colleagues working on laptops around a table",
      },
      pros: [
        "Unlimited public and private repositories on the free plan",
        "GitHub Actions runs builds, tests and deployments from a YAML file in your repository",
        "Pull request reviews, issues, project boards and Dependabot security alerts",
      ],
      bestFor: "Anyone who needs Git hosting and code review, from solo projects to large teams.",
      drawback: "Advanced security scanning and some enterprise controls cost extra.",
      review: [
        "Many of the open-source projects you already depend on live on GitHub, which makes it the natural place to host code, review pull requests and work with other developers. The free plan covers unlimited public and private repositories, and GitHub Actions includes a monthly allowance of build minutes for private repositories. Codespaces gives you a cloud development environment in the browser, and Copilot adds AI code suggestions, with a free plan capped each month and paid plans for heavier use.",
        "The downsides: advanced security scanning and several enterprise controls sit behind paid tiers, and busy private projects can use up the free Actions minutes. If you want to self-host your Git server or prefer one integrated DevOps platform, look at GitLab instead.",
      ],
    },
    {
      rank: 3,
      product: "intellij-idea",
      description:
        "JetBrains' IDE for Java and Kotlin, with code analysis and refactoring that general-purpose editors don't match. It earns its place for anyone working on large JVM codebases.",
      rating: 4.3,
      scores: {
        "free-plan": {
          score: 4,
          why: "Core Java and Kotlin features are free, but Spring, web framework and database tools need the paid Ultimate subscription.",
        },
        features: {
          score: 4.9,
          why: "Project-wide rename, extract method and change signature, plus inspections with quick fixes as you type.",
        },
        platforms: {
          score: 4.8,
          why: "JetBrains ships it for Windows, macOS and Linux with the same features on each.",
        },
        learning: {
          score: 3.8,
          why: "Indexing a large project takes time and the menus hold hundreds of actions, so newcomers need a while to find their way.",
        },
        "team-cost": {
          score: 3.6,
          why: "An organization pays for Ultimate per user every year, one of the higher per-seat costs on this list.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1517694712202-14dd9538aa97",
        alt: "Laptop on a desk showing lines of code",
      },
      pros: [
        "Project-wide refactoring such as rename, extract method and change signature",
        "Code inspections that flag problems as you type, with quick fixes",
        "Built-in Maven and Gradle support, debugger and test runner",
      ],
      bestFor: "Java and Kotlin developers working on large codebases.",
      drawback: "It is heavier than an editor, and framework and database tools need a paid subscription.",
      review: [
        "IntelliJ IDEA understands your whole project, not just the open file. That lets it rename a method across hundreds of files safely, spot null-pointer risks and unused code as you type, and navigate straight to any class or usage. Core Java and Kotlin features are free; the Ultimate subscription adds Spring, web framework and database tools.",
        "It is a heavy application: indexing a big project takes time and it wants plenty of RAM, so it can feel slow on older laptops. Because it is a specialist tool with a paid tier for companies, it sits below VS Code and GitHub. If you mostly write JavaScript, Python or Go, VS Code or another JetBrains IDE built for that language is a better fit.",
      ],
    },
    {
      rank: 4,
      product: "postman",
      description:
        "An API platform for building, sending and testing requests without writing a client first. It saves time for anyone who builds or consumes web APIs.",
      rating: 4.3,
      scores: {
        "free-plan": {
          score: 3.8,
          why: "Postman's documentation describes the Free plan as single-user: shared workspaces and collaboration need a paid team plan.",
        },
        features: {
          score: 4.7,
          why: "One app sends REST, GraphQL, gRPC and WebSocket requests, runs JavaScript tests and generates mock servers and documentation.",
        },
        platforms: {
          score: 4.7,
          why: "Desktop apps for Windows, macOS and Linux, plus a web version that works in the browser.",
        },
        learning: {
          score: 4.4,
          why: "Sending a first request takes a URL and a click, while collections, environments and scripts can be learned later.",
        },
        "team-cost": {
          score: 3.8,
          why: "Every teammate who needs to share collections needs a paid seat, so costs grow with each person.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1555066931-4365d14bab8c",
        alt: "Close-up of colorful source code on a computer screen",
      },
      pros: [
        "Send REST, GraphQL, gRPC and WebSocket requests from one app",
        "Collections and environments save requests and switch variables between dev, staging and production",
        "JavaScript test scripts that can run in CI with the Postman CLI",
      ],
      bestFor: "Developers and QA engineers who build, test or document APIs.",
      drawback: "The free plan is for one person only, so any team collaboration needs a paid plan.",
      review: [
        "Postman turns API work into something you can save and share. You group requests into collections, store tokens and base URLs in environments, and write short JavaScript tests that check status codes and response bodies. The same collections can run in a CI pipeline, and Postman can generate documentation and mock servers from them.",
        "The drawback is that Postman has grown into a large cloud platform: most features expect you to sign in, and its documentation now describes the free plan as single-user, so shared workspaces need a paid plan. If you only send the occasional request, or want everything stored as files in your repository, a lighter client such as Bruno or Insomnia, or curl, may suit you better.",
      ],
    },
    {
      rank: 5,
      product: "docker-desktop",
      description:
        'Runs containers on your own computer so an app and its dependencies behave the same on every machine. It ends most "works on my machine" problems.',
      rating: 4.3,
      scores: {
        "free-plan": {
          score: 4.5,
          why: "Docker's license terms make it free for personal use, education, non-commercial open source and small businesses.",
        },
        features: {
          score: 4.6,
          why: "One install brings Docker Engine, the Docker CLI and Docker Compose, which starts a whole stack with one command.",
        },
        platforms: {
          score: 4.3,
          why: "It runs on Windows, macOS and Linux, but on Windows and macOS it needs a virtual machine that uses noticeable memory.",
        },
        learning: {
          score: 3.9,
          why: "Images, containers, volumes and Compose files are new ideas for many developers before the first stack runs.",
        },
        "team-cost": {
          score: 3.7,
          why: "Companies above Docker's size and revenue limits must buy a paid subscription for each developer who uses it commercially.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1494412574643-ff11b0a5c1c3",
        alt: "Container ship loaded with stacked shipping containers",
      },
      pros: [
        "Docker Engine, the Docker CLI and Docker Compose in one install",
        "Compose files start an app, database and cache together with one command",
        "Available for Windows, macOS and Linux",
      ],
      bestFor: "Developers who want local environments that match production.",
      drawback: "Larger companies need a paid subscription to use it commercially.",
      review: [
        "Docker Desktop packages everything you need to build and run containers locally. Describe your app, its database and any supporting services in a Compose file, and one command starts the whole stack, with the same versions your teammates and servers use. New team members can be running a project in minutes instead of installing each dependency by hand.",
        "It has costs. Docker Desktop is free for personal use, education and small businesses, but larger companies need a paid subscription for commercial use; the size and revenue limits are in the comparison table. On macOS and Windows it runs a virtual machine that uses noticeable memory and battery. If you only need containers on Linux, Docker Engine on its own or Podman may be enough.",
      ],
    },
  ],
  methodology: {
    text: "We read each tool's documentation, license terms and pricing page (each price in the table carries the date of its source) and compared what the free plan covers, core features, platform support, how much a newcomer has to learn and what it costs as a team grows. We did not run our own tests; every score rests on what the vendors document and publish.",
    criteria: [
      {
        id: "free-plan",
        name: "Free plan",
        weight: 25,
        measures: "What you can do without paying, and for whom the free terms apply.",
      },
      {
        id: "features",
        name: "Core features",
        weight: 30,
        measures: "How complete the tool is for its main job: editing, hosting, API work or containers.",
      },
      {
        id: "platforms",
        name: "Platform support",
        weight: 15,
        measures: "Whether it runs well on Windows, macOS, Linux and the browser.",
      },
      {
        id: "learning",
        name: "Learning curve",
        weight: 15,
        measures: "How quickly a new developer gets productive with it.",
      },
      {
        id: "team-cost",
        name: "Cost as a team grows",
        weight: 15,
        measures: "What paid seats or licenses cost once a team or company grows.",
      },
    ],
  },
  mustReads: [
    { to: "/best-code-editors" },
    {
      title: "Git Basics: Branches, Commits and Pull Requests",
      image: {
        url: "https://images.unsplash.com/photo-1587620962725-abab7fe55159",
        alt: "Developer workstation with code on the screen",
      },
      to: "#",
    },
    {
      title: "Docker for Beginners: Containers Explained",
      image: {
        url: "https://images.unsplash.com/photo-1607799279861-4dd421887fb3",
        alt: "Code editor open on a computer screen",
      },
      to: "#",
    },
  ],
  itemType: "SoftwareApplication",
  applicationCategory: "DeveloperApplication",
  ratingCount: 15000,
  changes: [
    {
      date: "2026-11-22",
      text: "Scores per criterion and weights added; ratings recalculated from them; prices moved to dated vendor records; Copilot's free plan stated consistently; IntelliJ IDEA links its own page",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;

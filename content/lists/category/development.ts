import type { RankedListInput } from "../../schema/lists";

export default {
  meta: {
    title: "Best Development Tools: Top 5 for Code, Git and Containers",
    description:
      "Five development tools compared on team price per user, free plan, open source and platforms: an editor, an IDE, containers, Git hosting and an API client.",
    keywords: [
      "best development tools",
      "developer tools",
      "best code editor",
      "free IDE",
      "git hosting",
      "podman desktop",
      "api testing tool",
    ],
  },
  title: "Best Development Tools",
  tagline: "An editor, an IDE, a container tool, a Git host and an API client you can start with for free.",
  icon: "code",
  intro: [
    "We compared the tools developers use every day: code editors and IDEs, container tooling, Git hosting and API clients. The list is for individual developers and small teams who want a dependable starting stack that costs little or nothing as the team grows.",
    "These tools work together rather than compete: most developers use an editor or IDE, a Git host and at least one of the others. Each price and limit in the comparison table carries the date of the vendor page it comes from.",
  ],
  summaryHeading: "Our Top 5 Best Development Tools",
  jobs: "These five do different jobs: a code editor, an IDE, a container tool, a Git host and an API client. We score each on what every job shares: what a team pays per user, what the free plan covers, whether the source is open, where it runs and how far you can extend and automate it.",
  entries: [
    {
      rank: 1,
      product: "visual-studio-code",
      job: "Code editor",
      runnerUp: {
        name: "Zed",
        why: "Fast and open source, but its extension catalog is far smaller than the VS Code Marketplace.",
      },
      description:
        "A free code editor from Microsoft that handles almost any language through extensions. It costs nothing for any team size and runs on Windows, macOS, Linux and in the browser.",
      scores: {
        "free-tier": {
          score: 5,
          why: "Microsoft's FAQ says VS Code is free for private or commercial use, and there is no paid edition.",
        },
        "open-source": {
          score: 4,
          why: "The source is MIT-licensed as Code - OSS, but the Visual Studio Code download is under a Microsoft product license.",
        },
        platforms: {
          score: 5,
          why: "Desktop builds for Windows, macOS and Linux, plus vscode.dev in the browser.",
        },
        extensions: {
          score: 5,
          why: "The Visual Studio Marketplace is open to outside publishers, and the `code` command line opens, installs and configures from scripts.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1461749280684-dccba630e2f6",
        alt: "Computer monitor showing lines of color-highlighted code",
      },
      pros: [
        "Free on Windows, macOS, Linux and in the browser at vscode.dev",
        "Built-in debugger, integrated terminal and Git panel",
        "Remote development over SSH, in containers or in WSL through official extensions",
      ],
      bestFor: "Developers who want one free editor for most languages.",
      drawback: "A large set of extensions can slow it down and use a lot of memory.",
      review: [
        "Visual Studio Code costs nothing for any team size, runs on every major desktop system and in the browser, and covers almost any language once you add the right extensions. Out of the box you get IntelliSense code completion, a debugger, an integrated terminal and a Git panel for staging, committing and resolving merge conflicts.",
        "The catch is that VS Code becomes whatever you install into it: a heavy extension setup can slow startup and use a lot of memory, and the download you get from Microsoft is not itself open source, though the code it is built from is. If you work mainly in Java or Kotlin on large codebases, a full IDE such as Eclipse or IntelliJ IDEA refactors more deeply.",
      ],
    },
    {
      rank: 2,
      product: "eclipse-ide",
      job: "IDE",
      runnerUp: {
        name: "IntelliJ IDEA",
        why: "Deeper Java and Kotlin refactoring, but Ultimate costs $719 a user a year for organizations.",
      },
      description:
        "The Eclipse Foundation's open-source IDE, best known for Java, with packages for Java EE, C/C++ and PHP. Every feature is free, for any team size.",
      scores: {
        "free-tier": {
          score: 5,
          why: "Every package on the Eclipse download page is free for any use, and there is no paid edition.",
        },
        "open-source": {
          score: 5,
          why: "The source and the Eclipse Foundation's own downloads are under the Eclipse Public License 2.0.",
        },
        platforms: {
          score: 4,
          why: "Downloads for Windows, macOS and Linux, but no browser version of the IDE itself.",
        },
        extensions: {
          score: 5,
          why: "The Eclipse Marketplace takes plug-ins from outside publishers, and builds can run headless from the command line.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1517694712202-14dd9538aa97",
        alt: "Laptop on a desk showing lines of code",
      },
      pros: [
        "Java tooling with refactoring, a debugger and Maven and Gradle support, free for any team",
        "Ready-made packages for Java EE, C/C++, PHP and plug-in development",
        "New releases every quarter, such as 2025-12",
      ],
      bestFor: "Java developers and teams who want a full IDE without paying for seats.",
      drawback: "Its interface feels dated next to newer editors, and finding the right plug-ins takes time.",
      review: [
        "For Java developers who would rather not pay for seats, Eclipse IDE gives you what paid Java IDEs charge for, at no cost: project-wide refactoring, a debugger, code completion, Maven and Gradle builds and JUnit test runs. The Eclipse Foundation publishes ready-made packages for Java, Java EE, C/C++ and PHP, ships a new release every quarter and licenses everything under the Eclipse Public License 2.0, so a team of fifty pays what a team of one does.",
        "The drawbacks are age and setup. The workspace and perspective model takes getting used to, the look is dated, and you may spend time picking plug-ins from the Marketplace. IntelliJ IDEA is the stronger product when you want the most polished Java and Kotlin experience and your company will pay for it.",
      ],
    },
    {
      rank: 3,
      product: "podman-desktop",
      job: "Container tool",
      runnerUp: {
        name: "Docker Desktop",
        why: "The most widely documented, but companies with 250 or more employees or $10 million in revenue must pay for it.",
      },
      description:
        "A free, open-source desktop app for building and running containers and Kubernetes pods with Podman. It has no paid edition, so there is no license to track as the company grows.",
      scores: {
        "free-tier": {
          score: 5,
          why: "Podman Desktop has no paid edition or company-size limit: every feature is free for commercial use.",
        },
        "open-source": {
          score: 5,
          why: "The source and the project's own downloads are under the Apache 2.0 license.",
        },
        platforms: {
          score: 4,
          why: "Installers for Windows, macOS and Linux, with no browser version.",
        },
        extensions: {
          score: 4.5,
          why: "Installs extensions from its catalog or any OCI image, and Podman has a command line and a Docker-compatible API; the catalog is curated by the project.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1494412574643-ff11b0a5c1c3",
        alt: "Container ship loaded with stacked shipping containers",
      },
      pros: [
        "Build images, run containers and pods, and deploy to Kubernetes from one app",
        "Installs and updates the Podman engine for you on Windows and macOS",
        "Runs Compose files and talks to tools that expect the Docker API",
      ],
      bestFor: "Teams that want local containers without a per-seat license.",
      drawback:
        "Fewer tutorials and tools assume Podman than Docker, so some guides need small changes before they work.",
      review: [
        "For local containers without a per-seat license, Podman Desktop puts a graphical front end on Podman, the daemonless container engine: you build images, run containers and pods, read logs, open a terminal inside a container and push images to a registry. On Windows and macOS it installs and updates the Podman machine for you, and it can run Compose files and deploy pods to a Kubernetes cluster.",
        "Its rating comes from cost and openness: no seat fee at any company size and an Apache 2.0 license. The trade-off is ecosystem. Most container tutorials are written for Docker, and a few tools expect Docker's socket, so expect occasional tweaks. Docker Desktop stays the familiar choice for a team that already depends on Docker-specific features at a company that qualifies for its free tier.",
      ],
    },
    {
      rank: 4,
      product: "github",
      job: "Git hosting",
      runnerUp: {
        name: "GitLab",
        why: "Strong built-in DevOps and self-hosting, but Premium costs $29 a user a month.",
      },
      description:
        "A Git hosting platform that combines repositories, pull requests, issues and built-in CI/CD. It is the default place to share code and review changes with other people.",
      scores: {
        "free-tier": {
          score: 4,
          why: "GitHub Free covers unlimited public and private repositories and collaborators with 2,000 Actions minutes a month, but protected branches on private repositories need Team.",
        },
        "open-source": {
          score: 3,
          why: "The platform is proprietary, but repositories are standard Git that you can clone and move anywhere.",
        },
        platforms: {
          score: 5,
          why: "It works in any browser, and GitHub CLI runs on Windows, macOS and Linux.",
        },
        extensions: {
          score: 5,
          why: "GitHub Marketplace lists Actions and apps from outside publishers, and the REST and GraphQL APIs automate nearly everything.",
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
      drawback:
        "Advanced security scanning and some enterprise controls cost extra, and the platform is not open source.",
      review: [
        "Many of the open-source projects you already depend on live on GitHub, which makes it the natural place to host code, review pull requests and work with other developers. The free plan covers unlimited public and private repositories and 2,000 GitHub Actions minutes a month, and the Team plan is listed at $4 a user a month for the first 12 months.",
        "It rates below the three free tools above because it is proprietary and its team features cost money: protected branches on private repositories, advanced security scanning and several enterprise controls sit behind paid tiers. Look at GitLab instead to self-host your Git server or to get one integrated DevOps platform.",
      ],
    },
    {
      rank: 5,
      product: "hoppscotch",
      job: "API client",
      runnerUp: {
        name: "Postman",
        why: "The most complete API platform, but its free plan has been single-user since March 2026 and Team costs $19 a user a month.",
      },
      description:
        "An open-source API client that runs in the browser or as a desktop app, for REST, GraphQL, WebSocket and other requests. Teams can share collections for $6 a user a month, or self-host it free.",
      scores: {
        "free-tier": {
          score: 4,
          why: "The free cloud plan has unlimited workspaces, collections and requests, and the MIT-licensed self-hosted edition has no user cap; the admin dashboard costs extra.",
        },
        "open-source": {
          score: 4.5,
          why: "The app is MIT-licensed and you can run it on your own server; only the Enterprise edition's extra features are under a commercial license.",
        },
        platforms: {
          score: 5,
          why: "It runs in any browser at hoppscotch.io, with desktop apps for Windows, macOS and Linux.",
        },
        extensions: {
          score: 3,
          why: "A command-line runner automates collections in CI, but there is no plug-in system.",
        },
      },
      image: {
        url: "https://images.unsplash.com/photo-1555066931-4365d14bab8c",
        alt: "Close-up of colorful source code on a computer screen",
      },
      pros: [
        "Send REST, GraphQL, WebSocket, SSE and MQTT requests from the browser or desktop app",
        "Collections and environments shared in team workspaces",
        "Self-host the MIT-licensed Community Edition on your own servers",
      ],
      bestFor: "Developers and small teams who want a free, open-source Postman alternative.",
      drawback: "It has no plug-in system, and mocking, monitoring and API documentation are thinner than in Postman.",
      review: [
        "Hoppscotch opens in a browser tab and sends your first request in seconds, with desktop apps when you need to reach localhost or skip browser limits. It handles REST, GraphQL and real-time protocols, saves requests in collections with environments, and its command-line runner replays collections in CI. The Organization plan is $6 a user a month billed yearly, and teams that prefer their own servers can self-host the MIT-licensed Community Edition.",
        "It rates lowest of the five because it cannot be extended with plug-ins and its paid tier is not free. Next to Postman it also lacks depth in mock servers, monitors and generated documentation. Postman's Team plan covers those, at a higher price, for teams that rely on them.",
      ],
    },
  ],
  methodology: {
    text: "We read each tool's documentation, license and pricing page (each figure in the table carries the date of its source) and scored all five on what every job shares. The team price is computed from each vendor's listed price; the other scores follow the published rubrics below. We did not run our own tests.",
    criteria: [
      {
        id: "team-price",
        name: "Team price",
        weight: 25,
        measures: "What a team pays per user a month on the vendor's team plan; a tool with no paid plan costs $0.",
        computed: { fact: "team-price-month", five: 0, one: 50 },
      },
      {
        id: "free-tier",
        name: "Free tier",
        weight: 25,
        measures: "What you can do without paying, and for whom the free terms apply.",
        rubric: {
          5: "Every feature free for anyone, including commercial use at any company size",
          4: "Free for commercial use with no cap on users or company size; some features need a paid plan",
          3: "Free for commercial use, but capped to one user or to companies under a size limit",
          2: "Free only for personal, education or non-commercial use",
          1: "No free plan, only a time-limited trial",
        },
      },
      {
        id: "open-source",
        name: "Open source",
        weight: 15,
        measures: "Whether you can read, build and keep using the code, or at least take your data elsewhere.",
        rubric: {
          5: "All source under an OSI-approved license, and the maker's own downloads are built from it with no paid-only features",
          4: "The core is open source under an OSI-approved license; the maker's own build or its paid features are proprietary",
          3: "Proprietary, but your work stays in plain files or a standard format you can move elsewhere",
          2: "Proprietary, with your data exportable only through an API or export tool",
          1: "Proprietary, with no documented way to export your data",
        },
      },
      {
        id: "platforms",
        name: "Platforms",
        weight: 20,
        measures: "Where it runs: Windows, macOS, Linux and the browser.",
        rubric: {
          5: "Runs on Windows, macOS and Linux, and in a web browser",
          4: "Runs on Windows, macOS and Linux, with no browser version",
          3: "Runs on two of Windows, macOS and Linux, with or without a browser version",
          2: "Runs on one desktop system plus a browser, or in a browser only",
          1: "Runs on one desktop system only",
        },
      },
      {
        id: "extensions",
        name: "Extensions and automation",
        weight: 15,
        measures: "How far you can extend it and script it into your own workflow.",
        rubric: {
          5: "A public extension marketplace open to outside publishers, plus a documented API or command line for automation",
          4: "A documented API or command line, plus a curated catalog of extensions or integrations",
          3: "A command line or scripting for automation, but no plug-in system",
          2: "Built-in integrations only, with no API or command line",
          1: "No way to extend or automate it",
        },
      },
    ],
    tiebreak: "free-tier",
  },
  compare: [
    { fact: "team-price-month", label: "Price a user a month, team plan" },
    { fact: "free-plan", label: "Free plan" },
    { fact: "open-source", label: "Source under an open-source license" },
    { fact: "platforms", label: "Runs on (Windows, macOS, Linux, browser)" },
  ],
  presets: [
    { label: "Free for a team", levels: { "team-price": 3, "free-tier": 3 } },
    { label: "Open source only", levels: { "open-source": 3 } },
    { label: "Every platform", levels: { platforms: 3 } },
  ],
  competition: [
    {
      name: "IntelliJ IDEA",
      why: "Ultimate costs $719 a user a year for organizations, so its team price scores 1 and its rating falls below our 4.2 floor.",
    },
    {
      name: "Postman",
      why: "Since March 2026 the free plan is single-user, and Team costs $19 a user a month.",
    },
    {
      name: "Docker Desktop",
      why: "Free only for companies under 250 employees and $10 million in revenue; Team costs $15 a user a month billed yearly.",
    },
    {
      name: "GitLab",
      why: "Premium costs $29 a user a month, and the free tier on GitLab.com limits each group to five users.",
    },
    {
      name: "Bruno",
      why: "A strong open-source API client, but it is desktop only and has no plug-in system; its scores give 4.1, below our 4.2 floor.",
    },
  ],
  sources: [
    { title: "Visual Studio Code FAQ", url: "https://code.visualstudio.com/docs/supporting/faq" },
    { title: "Eclipse IDE 2025-12 packages", url: "https://www.eclipse.org/downloads/packages/release/2025-12/r" },
    { title: "Podman Desktop 1.8 release notes", url: "https://podman-desktop.io/blog/podman-desktop-release-1.8" },
    { title: "GitHub pricing", url: "https://github.com/pricing" },
    { title: "Hoppscotch pricing", url: "https://hoppscotch.com/pricing" },
    { title: "JetBrains Store: IntelliJ IDEA Ultimate", url: "https://www.jetbrains.com/idea/buy/" },
    { title: "Docker Desktop license agreement", url: "https://docs.docker.com/subscription/desktop-license/" },
    { title: "Postman Free and Solo plans", url: "https://learning.postman.com/docs/administration/free-and-solo" },
    { title: "GitLab pricing", url: "https://about.gitlab.com/pricing/" },
  ],
  mustReads: [{ to: "/best-code-editors" }, { to: "/git-basics" }, { to: "/containers-for-beginners" }],
  itemType: "SoftwareApplication",
  applicationCategory: "DeveloperApplication",
  ratingCount: 15000,
  changes: [
    {
      date: "2026-11-25",
      text: "Ratings recalculated with published rubrics on what every job shares; team price now computed from each vendor's listed price per user; Eclipse IDE, Podman Desktop and Hoppscotch replace IntelliJ IDEA, Docker Desktop and Postman, whose team prices and free-plan limits put them below our 4.2 floor; GitHub moves from second to fourth",
    },
    {
      date: "2026-11-22",
      text: "Each pick's score on every criterion and the weights now shown, with ratings recalculated from them; every price now shows the date of its source; Copilot's free plan described the same way throughout; IntelliJ IDEA now links to its own page",
    },
    { date: "2026-11-22", text: "First published" },
  ],
} satisfies RankedListInput;

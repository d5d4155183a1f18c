import type { RankedListInput } from "../schema";

export default {
  path: "/category/development",
  meta: {
    title: "Best Development Tools: Top 5 Picks for Coding, Git and APIs",
    description:
      "The five development tools we recommend: a code editor, an IDE, Git hosting, an API client and local containers, with free plans and drawbacks compared.",
    keywords: ["best development tools", "developer tools", "best code editor", "git hosting", "api testing tool", "docker desktop"],
  },
  title: "Best Development Tools",
  tagline: "The editor, IDE, Git host, API client and container tool worth setting up first.",
  icon: "code",
  intro: [
    "We compared the tools developers use every day: code editors and IDEs, Git hosting, API clients and container tooling. The list is for individual developers and small teams who want a dependable starting stack, most of which costs nothing to begin with.",
    "These tools work together rather than compete: most developers use an editor or IDE, a Git host and at least one of the others. Prices and free-plan limits change, so the figures below are approximate and as of 2025.",
  ],
  summaryHeading: "Our Top 5 Best Development Tools",
  entries: [
    {
      rank: 1,
      product: "visual-studio-code",
      description:
        "A free code editor from Microsoft that handles almost any language through extensions. It is the one tool on this list nearly every developer can use on day one.",
      rating: 4.9,
      image: {
        url: "https://images.unsplash.com/photo-1461749280684-dccba630e2f6",
        alt: "Source code displayed on a computer monitor",
      },
      pros: [
        "Free on Windows, macOS and Linux",
        "Built-in debugger, integrated terminal and Git panel",
        "Remote development over SSH, in containers or in WSL through official extensions",
      ],
      bestFor: "Developers who want one free editor for most languages.",
      drawback: "A large set of extensions can slow it down and use a lot of memory.",
      review: [
        "Visual Studio Code is #1 because it is free, runs on every major desktop system and covers almost any language once you add the right extensions, so it fits more developers than anything else here. Out of the box you get IntelliSense code completion, a debugger, an integrated terminal and a Git panel for staging, committing and resolving merge conflicts.",
        "The catch is that VS Code becomes whatever you install into it: a heavy extension setup can slow startup and use a lot of memory, and deep refactoring in Java or Kotlin is weaker than in a dedicated IDE. If you work mainly in those languages on large codebases, pick IntelliJ IDEA instead.",
      ],
    },
    {
      rank: 2,
      product: "github",
      description:
        "A Git hosting platform that combines repositories, pull requests, issues and built-in CI/CD. It is the default place to share code and review changes with other people.",
      rating: 4.8,
      image: {
        url: "https://images.unsplash.com/photo-1519389950473-47ba0277781c",
        alt: "People working together on laptops around a table",
      },
      pros: [
        "Unlimited public and private repositories on the free plan",
        "GitHub Actions runs builds, tests and deployments from a YAML file in your repository",
        "Pull request reviews, issues, project boards and Dependabot security alerts",
      ],
      bestFor: "Anyone who needs Git hosting and code review, from solo projects to large teams.",
      drawback: "Advanced security scanning and some enterprise controls cost extra.",
      review: [
        "GitHub is home to many of the open-source projects you already depend on, which makes it the natural place to host code, review pull requests and work with other developers. The free plan covers unlimited public and private repositories, and GitHub Actions includes a monthly allowance of build minutes for private repositories. Codespaces gives you a cloud development environment in the browser, and Copilot adds AI code suggestions as a paid add-on.",
        "The downsides: advanced security scanning and several enterprise controls sit behind paid tiers, and busy private projects can use up the free Actions minutes. If you want to self-host your Git server or prefer one integrated DevOps platform, look at GitLab instead.",
      ],
    },
    {
      rank: 3,
      product: "intellij-idea",
      description:
        "JetBrains' IDE for Java and Kotlin, with code analysis and refactoring that general-purpose editors don't match. It earns its place for anyone working on large JVM codebases.",
      rating: 4.7,
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
        "IntelliJ IDEA understands your whole project, not just the open file. That lets it rename a method across hundreds of files safely, spot null-pointer risks and unused code as you type, and navigate straight to any class or usage. Core Java and Kotlin features are free; a paid subscription adds Spring, web framework and database tools, as of 2025.",
        "It is a heavy application: indexing a big project takes time and it wants plenty of RAM, so it can feel slow on older laptops. It also ranks below VS Code because it is a specialist tool. If you mostly write JavaScript, Python or Go, VS Code or another JetBrains IDE built for that language is a better fit.",
      ],
    },
    {
      rank: 4,
      product: "postman",
      description:
        "An API platform for building, sending and testing requests without writing a client first. It saves time for anyone who builds or consumes web APIs.",
      rating: 4.6,
      image: {
        url: "https://images.unsplash.com/photo-1555066931-4365d14bab8c",
        alt: "Close-up of colorful source code on a screen",
      },
      pros: [
        "Send REST, GraphQL, gRPC and WebSocket requests from one app",
        "Collections and environments save requests and switch variables between dev, staging and production",
        "JavaScript test scripts that can run in CI with the Postman CLI",
      ],
      bestFor: "Developers and QA engineers who build, test or document APIs.",
      drawback: "The app expects a cloud account, and team collaboration is limited on the free plan.",
      review: [
        "Postman turns API work into something you can save and share. You group requests into collections, store tokens and base URLs in environments, and write short JavaScript tests that check status codes and response bodies. The same collections can run in a CI pipeline, and Postman can generate documentation and mock servers from them.",
        "The drawback is that Postman has grown into a large cloud platform: most features expect you to sign in, and shared workspaces for bigger teams need a paid plan. If you only send the occasional request, or want everything stored as files in your repository, a lighter client such as Bruno or Insomnia, or curl, may suit you better.",
      ],
    },
    {
      rank: 5,
      product: "docker-desktop",
      description:
        'Runs containers on your own computer so an app and its dependencies behave the same on every machine. It ends most "works on my machine" problems.',
      rating: 4.5,
      image: {
        url: "https://images.unsplash.com/photo-1558494949-ef010cbdcc31",
        alt: "Rows of server racks in a data center",
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
        "It has costs. Docker Desktop is free for personal use, education and small businesses, but larger companies need a paid subscription for commercial use, as of 2025. On macOS and Windows it runs a virtual machine that uses noticeable memory and battery. If you only need containers on Linux, Docker Engine on its own or Podman may be enough.",
      ],
    },
  ],
  methodology: {
    text: "We compared each tool's features, free-plan limits, platform support and documentation, using vendor documentation and published pricing as of 2025.",
    criteria: [
      "What you get without paying",
      "Support for Windows, macOS and Linux",
      "How well it fits a Git-based workflow",
      "Learning curve for a new developer",
      "Cost as a team grows",
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
  changes: [{ date: "2026-11-22", text: "First published" }],
} satisfies RankedListInput;

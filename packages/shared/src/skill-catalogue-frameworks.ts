/**
 * Skill list data: frameworks, libraries, platforms and engineering practices (testing, architecture), i.e. what
 * a developer builds with beyond the language itself. Entry format and markers are explained in skills.ts.
 */
export const frameworkSkills: readonly string[] = [
  'React|ReactJS|React.js', 'React Native|ReactNative', 'Angular|AngularJS|Angular.js', 'Vue.js|Vue|VueJS|Vue 3',
  'Svelte|SvelteKit', 'Next.js|NextJS', 'Nuxt|Nuxt.js|NuxtJS', 'Node.js|NodeJS|Node JS|?Node',
  '!Express|Express.js|ExpressJS', 'NestJS|Nest.js', 'Django', 'Flask', 'FastAPI',
  'Ruby on Rails|Rails|RoR|ruby/rails|Ruby-on-Rails', 'Laravel', 'Symfony', 'Spring Boot|Spring Framework|?Spring',
  '.NET|dotnet|.NET Core|ASP.NET|ASP.NET Core', 'jQuery', 'Redux', 'GraphQL', 'REST APIs|RESTful|REST API|?REST',
  'Tailwind CSS|Tailwind|TailwindCSS', '^Bootstrap', 'Flutter', 'Jetpack Compose', '^Electron|Electron.js',
  '!Unity|Unity3D|Unity 3D', 'Unreal Engine|Unreal|UE5', 'WordPress', 'Shopify', 'Magento', 'Drupal', 'Jest',
  'Cypress', 'Playwright', 'Selenium', 'Pytest|PyTest', 'Storybook', 'Webpack', 'Vite', 'gRPC', 'WebSockets|WebSocket',
  // Web and server frameworks.
  'Fastify', '^Koa|Koa.js', 'Hapi.js|hapi', 'Deno', '!Bun|Bun.js', '!Remix|Remix Run', '!Astro|Astro.js',
  '!Gatsby|GatsbyJS|Gatsby.js', 'SolidJS|Solid.js', 'Qwik', 'Preact', 'Ember.js|EmberJS', 'Backbone.js|BackboneJS',
  'Alpine.js|AlpineJS', 'htmx', 'RxJS', 'NgRx', 'MobX', 'Zustand', 'TanStack Query|React Query',
  'React Router', 'Material UI|MUI', 'Chakra UI', 'styled-components|Styled Components', 'Three.js|ThreeJS',
  'D3.js|D3|D3js', 'Chart.js', 'WebGL', 'WebRTC', 'Progressive Web Apps|PWA|PWAs|progressive web app',
  'Web Components', 'Socket.IO|Socket.io', 'Apollo GraphQL|Apollo Client|Apollo Server|?Apollo', 'tRPC',
  'OpenAPI|Swagger', 'Prisma', 'Sequelize', 'TypeORM', 'Mongoose', 'Drizzle ORM', 'Hibernate', 'SQLAlchemy',
  'Entity Framework|EF Core|Entity Framework Core', '^Celery', 'Sidekiq', 'Quarkus', 'Micronaut', 'Vert.x', 'Akka',
  'Play Framework', 'Ktor', '!Gin|Gin Gonic', '!Phoenix|Phoenix Framework|Phoenix LiveView', 'CodeIgniter',
  'CakePHP', 'Yii|Yii2', 'Laminas|Zend Framework', 'Laravel Livewire|Livewire', 'Inertia.js', 'Blazor', 'WPF',
  'Windows Forms|WinForms', '!Qt|Qt framework|QML', 'Hotwire|Turbo Rails', 'Strapi', 'Contentful',
  'Headless CMS', 'WooCommerce', 'BigCommerce', 'Webflow', 'Squarespace', '^Wix',
  // Mobile.
  'Android|Android SDK|Android development', 'iOS|iOS development|iOS SDK', 'UIKit', '^Core Data', '!Expo|Expo Go',
  'Ionic|Ionic Framework', 'Xamarin', '.NET MAUI|MAUI', 'Firebase Cloud Messaging|FCM',
  // Games, hardware, web3.
  'Godot|Godot Engine', 'Embedded Systems|embedded software|firmware', 'RTOS|FreeRTOS', 'Arduino', 'Raspberry Pi',
  '^ROS|Robot Operating System|ROS2', 'IoT|Internet of Things', 'Blockchain', 'Web3', 'Smart Contracts|smart contract',
  'Ethereum', 'Hardhat', 'ethers.js', 'web3.js',
  // Testing and build tools.
  'JUnit', 'Mocha', '^Jasmine', 'Vitest', 'Testing Library|React Testing Library', 'Puppeteer', 'Appium',
  '^Cucumber|Gherkin|BDD', 'Postman', 'JMeter|Apache JMeter', 'TestNG', 'RSpec', 'PHPUnit', 'Mockito', 'XCTest',
  '^Babel', 'esbuild', 'Turborepo', 'Gradle', 'Maven', 'npm|yarn|pnpm',
  // Engineering practices.
  'Object-Oriented Programming|OOP|object oriented programming', 'Functional Programming',
  'Test-Driven Development|TDD|test driven development', 'Unit Testing|unit tests', 'Integration Testing|integration tests',
  'End-to-End Testing|E2E testing|end to end testing|e2e tests', 'Manual Testing', 'Test Automation|automated testing|automation testing',
  'Performance Testing|load testing', 'Quality Assurance|?QA', 'Regression Testing', 'Code Review|code reviews',
  'Software Architecture', 'Design Patterns', 'Data Structures|algorithms|data structures and algorithms',
  'Debugging', 'Distributed Systems', 'System Design', 'Event-Driven Architecture|event-driven|event driven architecture',
  'Domain-Driven Design|DDD', 'API Design', 'Mobile Development|mobile app development', 'Web Development|web applications',
  'Frontend Development|front-end development|frontend development', 'Backend Development|back-end development|server-side development',
  'Full-Stack Development|full stack development|fullstack development', 'Game Development|game dev',
];

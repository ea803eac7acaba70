/**
 * Jest set up as Gatsby's unit-testing guide describes, with TypeScript through Babel, in two
 * projects: `unit` (`npm test`, minutes) and `integration` (`npm run test:integration`, run by CI):
 * the suites that run the whole Gatsby build, the site's host (`npm run serve`, Netlify's engine)
 * or a load run. `npx jest <file>` runs a file in whichever project it belongs to.
 */
const INTEGRATION = [
  "**/__tests__/integration/**/*.test.ts",
  "**/*.load.test.ts",
  "**/netlify/local/serve.test.ts",
];

const shared = {
  testEnvironment: "jsdom",
  transform: {
    "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js",
  },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$":
      "<rootDir>/__mocks__/file-mock.js",
  },
  // A module's unit test sits beside it (foo.ts, foo.test.ts); __tests__/ holds the tests that run
  // the whole build, server or package, the functions' tests (every file in netlify/functions/ is
  // deployed as a function) and the shared helpers. The browser suite (e2e/) is Playwright's.
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "<rootDir>/public/", "<rootDir>/e2e/"],
  // The local engine's bundles and Blobs store, and Gatsby's caches: not modules of ours (their
  // package.json files would clash in Jest's module map).
  modulePathIgnorePatterns: ["<rootDir>/\\.netlify/", "<rootDir>/\\.cache/", "<rootDir>/public/"],
  // Packages published as ES modules only; decap-cms-locales' CommonJS build is empty.
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react|decap-cms-locales)/)",
  ],
  globals: {
    __PATH_PREFIX__: "",
  },
  testEnvironmentOptions: {
    url: "http://localhost/",
  },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: "unit",
      testMatch: ["**/*.test.ts", "**/*.test.tsx", ...INTEGRATION.map((glob) => `!${glob}`)],
    },
    { ...shared, displayName: "integration", testMatch: INTEGRATION },
  ],
};

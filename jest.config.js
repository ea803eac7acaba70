/** Jest set up as Gatsby's unit-testing guide describes, with TypeScript through Babel. */
module.exports = {
  testEnvironment: "jsdom",
  transform: {
    "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js",
  },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$":
      "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: [
    "node_modules",
    "\\.cache",
    "<rootDir>.*/public",
    "<rootDir>/__tests__/helpers/",
    "<rootDir>/__tests__/built/",
    "<rootDir>/e2e/",
    "<rootDir>/__tests__/audit/(?!.*\\.test\\.ts$)",
  ],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide-react)/)"],
  globals: {
    __PATH_PREFIX__: "",
  },
  testEnvironmentOptions: {
    url: "http://localhost/",
  },
  setupFiles: ["<rootDir>/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};

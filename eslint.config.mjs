// ESLint flat config: TypeScript, React, hooks and accessibility rules over the whole tree.
// Formatting is Prettier's (npm run lint runs both); eslint-config-prettier turns off the
// stylistic rules that would disagree with it.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import comments from "@eslint-community/eslint-plugin-eslint-comments/configs";
import prettier from "eslint-config-prettier";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      "reports/",
      ".netlify/",
      ".outbox/",
      "node_modules/",
      "src/gatsby-types.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  react.configs.flat.recommended,
  react.configs.flat["jsx-runtime"],
  jsxA11y.flatConfigs.recommended,
  comments.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "react-hooks": reactHooks },
    settings: { react: { version: "18.3" } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrors: "none",
          ignoreRestSiblings: true,
        },
      ],
      // The two classic hook rules; the plugin's React Compiler rules assume the compiler.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      // Props are typed by TypeScript.
      "react/prop-types": "off",
      // A rule turned off says why, on the same line.
      "@eslint-community/eslint-comments/require-description": "error",
      "@eslint-community/eslint-comments/disable-enable-pair": ["error", { allowWholeFile: true }],
    },
  },
  {
    files: ["__tests__/**", "__mocks__/**", "jest.setup.ts", "loadershim.js"],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Playwright's fixtures call their own `use`, which the hooks rule takes for React's.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  prettier,
);

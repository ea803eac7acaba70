import { encode, type SourceMapSegment } from "@jridgewell/sourcemap-codec";
import { isFrameworkSource, ownShare } from "./chunk-origins";

describe("isFrameworkSource", () => {
  it.each([
    "webpack://site/./node_modules/react-dom/cjs/react-dom.production.min.js",
    "webpack://site/./node_modules/scheduler/index.js",
    "webpack://site/./node_modules/gatsby-link/dist/index.modern.mjs",
    "webpack://site/./node_modules/@gatsbyjs/reach-router/dist/index.modern.mjs",
    "webpack://site/./node_modules/gatsby/node_modules/@babel/runtime/helpers/inheritsLoose.js",
    "webpack://site/./.cache/production-app.js",
    "webpack://site/webpack/runtime/jsonp chunk loading",
  ])(
    "counts React, Gatsby's packages and runtime, and webpack's runtime as framework: %s",
    (source) => {
      expect(isFrameworkSource(source)).toBe(true);
    },
  );

  it.each([
    "webpack://site/./src/components/header/Header.tsx",
    "webpack://site/./gatsby-browser.tsx",
    "webpack://site/./node_modules/lucide-react/dist/esm/icons/menu.js",
    "webpack://site/./node_modules/clsx/dist/clsx.mjs",
  ])("counts our sources, gatsby-browser and the libraries we import as ours: %s", (source) => {
    expect(isFrameworkSource(source)).toBe(false);
  });
});

describe("ownShare", () => {
  const sources = [
    "webpack://site/./.cache/loader.js",
    "webpack://site/./src/components/layout/Layout.tsx",
  ];

  it("attributes each generated character to the source of its mapping segment", () => {
    // line 1: 60 characters of Gatsby's loader, then 40 of our Layout; line 2: 50 of ours.
    const code = `${"a".repeat(60)}${"b".repeat(40)}\n${"c".repeat(50)}`;
    const segments: SourceMapSegment[][] = [
      [
        [0, 0, 0, 0],
        [60, 1, 0, 0],
      ],
      [[0, 1, 1, 0]],
    ];
    expect(ownShare(code, { sources, mappings: encode(segments) })).toBeCloseTo(90 / 150, 10);
  });

  it("leaves unmapped glue out of both sides", () => {
    // 30 unmapped characters before the first segment and a 20-character source-less segment.
    const code = `${"x".repeat(30)}${"a".repeat(50)}${"y".repeat(20)}${"b".repeat(50)}`;
    const segments: SourceMapSegment[][] = [[[30, 0, 0, 0], [80], [100, 1, 0, 0]]];
    expect(ownShare(code, { sources, mappings: encode(segments) })).toBeCloseTo(0.5, 10);
  });

  it("is 0 for a chunk with nothing mapped", () => {
    expect(ownShare("var a=1;", { sources: [], mappings: "" })).toBe(0);
  });
});

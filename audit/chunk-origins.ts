/**
 * How much of a built chunk is the Gatsby/React framework and how much is ours, read from the
 * chunk's source map: Gatsby's app-*.js also carries our Layout, Header, Footer, Splash and the
 * icons we import, and a page chunk could carry Gatsby code, so file names alone misstate our share.
 *
 * Every generated character is attributed to the source its mapping segment points at; the
 * framework's share of the chunk's gzip size is estimated as its share of the mapped characters.
 */
import { decode } from "@jridgewell/sourcemap-codec";

export interface RawSourceMap {
  sources: string[];
  mappings: string;
}

/** npm packages that make up Gatsby and its UI runtime, React (and their own helpers). */
const FRAMEWORK_PACKAGE =
  /^(react|react-dom|scheduler|prop-types|gatsby|gatsby-.+|@gatsbyjs\/.+|@builder\.io\/partytown|@babel\/runtime|invariant|mitt|shallow-compare)$/;

/** The npm package a source path belongs to ("@scope/name" or "name"), or undefined for project files. */
function packageOf(source: string): string | undefined {
  const matches = [...source.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  return matches.at(-1)?.[1];
}

/**
 * Framework: React and its scheduler, the gatsby package and every gatsby-* and @gatsbyjs/*
 * package, Gatsby's generated runtime in .cache/, webpack's runtime. Everything else is ours:
 * src/, gatsby-browser, and any library we chose to import (lucide-react, …).
 */
export function isFrameworkSource(source: string): boolean {
  const pkg = packageOf(source);
  if (pkg !== undefined) return FRAMEWORK_PACKAGE.test(pkg);
  const local = source.replace(/^webpack:\/\/[^/]*\//, "");
  return local.startsWith("./.cache/") || local.startsWith("webpack/");
}

/** Fraction (0–1) of the chunk's mapped characters that come from our own sources. */
export function ownShare(code: string, map: RawSourceMap): number {
  const lines = code.split("\n");
  let own = 0;
  let mapped = 0;
  decode(map.mappings).forEach((segments, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    segments.forEach((segment, index) => {
      if (segment.length === 1) return; // generated code with no source (webpack glue)
      const end = index + 1 < segments.length ? segments[index + 1][0] : lineLength;
      const length = Math.max(0, end - segment[0]);
      mapped += length;
      if (!isFrameworkSource(map.sources[segment[1]] ?? "")) own += length;
    });
  });
  return mapped === 0 ? 0 : own / mapped;
}

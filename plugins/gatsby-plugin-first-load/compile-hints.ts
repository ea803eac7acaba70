/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose very first line is this
 * comment has all its functions compiled eagerly, while it streams in, on a background thread.
 * Without it V8 compiles a function on the main thread the first time it is called, and the
 * page's first hydration calls almost every function of our chunks once: on a phone those lazy
 * compiles sit inside the hydration task a visitor's tap waits on. With the hint that work
 * leaves the main thread (docs/performance.md has the figures). Other browsers read an ordinary
 * comment.
 *
 * Our chunks suit it because they hold little that a first visit does not run: the framework,
 * Gatsby's runtime, the layout and one page's sections. Not webpack's runtime chunk: a few
 * small functions, whose lazy compiles cost less than the hint's own bytes in every page's
 * first-load JavaScript.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * When the hint goes on: after the minifier (webpack's PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE, 400),
 * which would strip the comment, and before the source maps are written
 * (PROCESS_ASSETS_STAGE_DEV_TOOLING, 500), so that they count the added line.
 */
const COMPILE_HINT_STAGE = 450;

/** The chunks that carry the hint: every JavaScript chunk but webpack's runtime. */
export const HINTED_CHUNK = /^(?!webpack-runtime-)[^/]*\.js$/;

/** The options of webpack's BannerPlugin (Gatsby's `plugins.banner`) that put the hint first in those chunks. */
export const compileHintBanner = {
  banner: COMPILE_HINT,
  raw: true,
  test: HINTED_CHUNK,
  stage: COMPILE_HINT_STAGE,
};

/** True when a built chunk starts with the hint (V8 looks for it on the first line only). */
export function startsWithCompileHint(source: string): boolean {
  return source.startsWith(`${COMPILE_HINT}\n`);
}

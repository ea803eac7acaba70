/**
 * @jest-environment node
 */
/**
 * gatsby-plugin-image's head components leave every page (src/build/image-head.ts): the premise,
 * read from the installed plugin (the keys it gives them), the filter onPreRenderHTML applies, and
 * the build's refusal of a page that renders a GatsbyImage. `npm run test:html` checks the built
 * pages themselves.
 */
import React, { type ReactNode } from "react";
import {
  assertNoGatsbyImages,
  GATSBY_IMAGE_HEAD_KEYS,
  pagesWithGatsbyImages,
  withoutGatsbyImageHead,
} from "../../src/build/image-head";

/** What the installed plugin's onRenderBody puts into the head. */
function pluginHeadComponents(): ReactNode[] {
  const components: ReactNode[] = [];
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin's CommonJS gatsby-ssr, loaded as Gatsby loads it
  const ssr = require("gatsby-plugin-image/gatsby-ssr") as {
    onRenderBody(args: { setHeadComponents(c: ReactNode[]): void }): void;
  };
  ssr.onRenderBody({ setHeadComponents: (added) => components.push(...added) });
  return components;
}

it("premise: the installed gatsby-plugin-image adds its style, its noscript and its module script under these keys", () => {
  const components = pluginHeadComponents() as React.ReactElement[];
  expect(components.map((node) => node.key)).toEqual(GATSBY_IMAGE_HEAD_KEYS);
  expect(components.map((node) => node.type)).toEqual(["style", "noscript", "script"]);
});

it("drops the plugin's components and keeps every other one in its order", () => {
  const ours = [
    <script key="splash" />,
    <style key="staged-layout" />,
    <style key="app" data-identity="gatsby-global-css" />,
  ];
  const head = [ours[0], ...pluginHeadComponents(), ours[1], "text", null, ours[2]];
  expect(withoutGatsbyImageHead(head)).toEqual([ours[0], ours[1], "text", null, ours[2]]);
});

it("the build refuses a page that renders a GatsbyImage, naming it", () => {
  const pages = [
    { file: "public/index.html", html: '<picture><img src="/a.jpg" alt=""></picture>' },
    {
      file: "public/portfolio/index.html",
      html: '<div data-gatsby-image-wrapper="" class="gatsby-image-wrapper"><img data-main-image=""></div>',
    },
  ];
  expect(pagesWithGatsbyImages(pages)).toEqual(["public/portfolio/index.html"]);
  expect(() => assertNoGatsbyImages(pages)).toThrow(
    /^public\/portfolio\/index\.html: a GatsbyImage or StaticImage is rendered/,
  );
  expect(() => assertNoGatsbyImages(pages.slice(0, 1))).not.toThrow();
});

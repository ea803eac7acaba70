/**
 * @jest-environment node
 */
/**
 * gatsby-plugin-image's head components leave every page that renders no GatsbyImage
 * (image-head.ts): the premise, read from the installed plugin (the keys it gives them),
 * the filter onPreRenderHTML applies, and which pages it applies to. `npm run test:html` checks the built
 * pages themselves.
 */
import React, { type ReactNode } from "react";
import {
  GATSBY_IMAGE_HEAD_KEYS,
  needsNoGatsbyImageHead,
  withoutGatsbyImageHead,
} from "./image-head";

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

it("drops them only from a page whose server HTML is known and renders no GatsbyImage", () => {
  expect(needsNoGatsbyImageHead('<main><picture><img src="/a.jpg" alt=""></picture></main>')).toBe(
    true,
  );
  expect(
    needsNoGatsbyImageHead(
      '<div data-gatsby-image-wrapper="" class="gatsby-image-wrapper"><img data-main-image=""></div>',
    ),
  ).toBe(false);
  // `gatsby develop` renders no body on the server: keep them.
  expect(needsNoGatsbyImageHead("")).toBe(false);
  expect(needsNoGatsbyImageHead(undefined)).toBe(false);
});

it("the plugin's gatsby-ssr keeps them on the page that renders a GatsbyImage and drops them elsewhere", async () => {
  const ssr = await import("./gatsby-ssr");
  const render = (pathname: string, bodyHtml: string): ReactNode[] => {
    const noop = () => undefined;
    (ssr.onRenderBody as (args: unknown) => void)({
      pathname,
      bodyHtml,
      setHtmlAttributes: noop,
      setHeadComponents: noop,
    });
    let head: ReactNode[] = [];
    (ssr.onPreRenderHTML as (args: unknown) => void)({
      pathname,
      getHeadComponents: () => pluginHeadComponents(),
      replaceHeadComponents: (components: ReactNode[]) => {
        head = components;
      },
    });
    return head;
  };
  const keys = (head: ReactNode[]) => (head as React.ReactElement[]).map((node) => node.key);
  expect(keys(render("/con-foto/", '<div data-gatsby-image-wrapper=""></div>'))).toEqual(
    GATSBY_IMAGE_HEAD_KEYS,
  );
  expect(keys(render("/", "<main><picture></picture></main>"))).toEqual([]);
});

import type { GatsbyBrowser } from "gatsby";
import "./src/styles/global.css";

export { wrapPageElement } from "./src/components/layout/wrap-page-element";

/** `npm start`: content/'s errors shown on the page until fixed (src/develop/content-check-panel.ts). */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (process.env.NODE_ENV === "development") {
    void import("./src/develop/content-check-panel").then((panel) =>
      panel.startContentCheckPanel(),
    );
  }
};

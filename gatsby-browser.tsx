import "./src/styles/global.css";

export { wrapPageElement } from "./src/components/layout/wrap-page-element";

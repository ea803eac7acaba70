import { type ComponentPropsWithoutRef } from "react";
import { classNames } from "../../lib/class-names";
import * as styles from "./container.module.css";

/** Centres content at the site's reading width. */
export function Container({ className, ...attributes }: ComponentPropsWithoutRef<"div">) {
  return <div {...attributes} className={classNames(styles.container, className)} />;
}

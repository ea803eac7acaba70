import { useEffect } from "react";
import { useToast } from "../../components/toast/toast-context";
import {
  outcomeAnchor,
  outcomeCodes,
  outcomeFromSearch,
  outcomeToast,
  type OutcomeTexts,
} from "./outcome";
import * as styles from "./outcome-notices.module.css";

/**
 * The result of a form post without JavaScript. The function redirects here with the
 * outcome in the address; CSS shows the matching notice (:target), so it works with no
 * JavaScript at all. With JavaScript the same outcome arrives as a toast instead.
 */
export function OutcomeNotices({ texts }: { texts: OutcomeTexts }) {
  const toast = useToast();
  useEffect(() => {
    const code = outcomeFromSearch(window.location.search);
    if (!code) return;
    toast(outcomeToast(code, texts));
    window.history.replaceState(null, "", window.location.pathname);
  }, [toast, texts]);

  return (
    <div className={styles.notices}>
      {outcomeCodes.map((code) => {
        const { title, description, variant } = outcomeToast(code, texts);
        return (
          <div
            key={code}
            id={outcomeAnchor(code)}
            className={styles.notice}
            data-variant={variant}
            role="note"
          >
            <p className={styles.title}>{title}</p>
            <p>{description}</p>
          </div>
        );
      })}
    </div>
  );
}

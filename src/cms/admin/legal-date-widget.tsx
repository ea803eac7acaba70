/**
 * A legal page's date field shows the date the page will be saved with (legal-date.ts): today's
 * as soon as its text changes, as the preview shows it. Decap draws a field again only when its
 * own value changes, so the field looks at the draft (the getEntry Decap hands every widget) a few
 * times a second. A date the editor picks is the field's value, as before; every other date field
 * is Decap's own.
 */
import { useEffect, useState, type ComponentType } from "react";
import { isLegalFile, legalDate } from "./legal-date";

interface Immutable {
  get(key: string): unknown;
}

export interface DateControlProps {
  value?: unknown;
  field: Immutable;
  getEntry?: () => Immutable | undefined;
}

const LOOK_EVERY_MS = 250;
const today = () => new Date().toISOString().slice(0, 10);

/** The date a legal page's draft will be saved with ("" for none). */
function dateOfDraft(entry: Immutable | undefined): string {
  const path = String(entry?.get("path") ?? "");
  const data = entry?.get("data") as { toJS(): unknown } | undefined;
  return legalDate(path, data?.toJS(), today()) ?? "";
}

export function withLegalDate<P extends DateControlProps>(
  Control: ComponentType<P>,
): ComponentType<P> {
  function LegalDateControl(props: P) {
    const { getEntry, value } = props;
    const [shown, setShown] = useState(() => dateOfDraft(getEntry?.()));
    useEffect(() => {
      setShown(dateOfDraft(getEntry?.()));
      const timer = setInterval(() => setShown(dateOfDraft(getEntry?.())), LOOK_EVERY_MS);
      return () => clearInterval(timer);
    }, [getEntry, value]);
    return <Control {...props} value={shown} />;
  }
  function DateControl(props: P) {
    const path = String(props.getEntry?.()?.get("path") ?? "");
    return props.field.get("name") === "updatedOn" && isLegalFile(path) ? (
      <LegalDateControl {...props} />
    ) : (
      <Control {...props} />
    );
  }
  return DateControl;
}

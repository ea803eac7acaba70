/**
 * A legal page's "Ultimo aggiornamento" changes whenever its text does: text changed and date left
 * as saved (as the CMS last read it, backend.ts) becomes today, in the field, the preview and the
 * file. A date the editor chose stays.
 */
import { useEffect, useState, type ComponentType } from "react";
import { isRecord } from "../../lib/is-record";
import { prune } from "../formats";
import { savedData } from "./backend";
import { toPlain, type ImmutableLike } from "./preview-data";

export const today = () => new Date().toISOString().slice(0, 10);

export const isLegalFile = (path: string): boolean =>
  /^(content\/)?legal\/[^/]+\.ya?ml$/.test(path);

/** The page without its date, as the file would hold it, whatever the order of its keys. */
function text(data: unknown): string {
  const { updatedOn, ...page } = isRecord(data) ? data : {};
  return JSON.stringify(isRecord(data) ? prune(page) : data, (_, value: unknown) =>
    isRecord(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );
}

const dateOf = (data: unknown): string | undefined => {
  const value = isRecord(data) ? data.updatedOn : undefined;
  return typeof value === "string" && value !== "" ? value.slice(0, 10) : undefined;
};

/**
 * The date a legal page (`path`: "content/legal/x.yaml") shows and is saved with: the one the
 * editor set, else today if its text differs from the saved page, else the one it had.
 */
export function legalDate(
  path: string,
  data: unknown,
  today: string,
  before: unknown = savedData(path),
): string | undefined {
  const current = dateOf(data);
  if (before === undefined) return current;
  if (current !== dateOf(before)) return current;
  return text(data) === text(before) ? current : today;
}

/**
 * A legal page's date field shows the date the page will be saved with. Decap draws a field again
 * only when its own value changes, so it looks at the draft (getEntry) a few times a second.
 */
export interface DateControlProps {
  value?: unknown;
  field: Pick<ImmutableLike, "get">;
  getEntry?: () => ImmutableLike | undefined;
}

const LOOK_EVERY_MS = 250;

function dateOfDraft(entry: ImmutableLike | undefined): string {
  return legalDate(String(entry?.get("path") ?? ""), toPlain(entry?.get("data")), today()) ?? "";
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

/**
 * A legal page's "Ultimo aggiornamento" must change whenever its text does (README, Editors):
 * when the editor changes the text of a legal page and leaves the date as it was, the editor
 * sets it to today, at once in the date field and the preview, and in the file on save. A date
 * the editor chose stays.
 *
 * "As it was" is the page as the repository holds it, as the CMS last read it (backend.ts).
 */
import { useEffect, useState, type ComponentType } from "react";
import { isRecord } from "../../lib/is-record";
import { prune } from "../formats";
import { savedData } from "./backend";
import { toPlain, type ImmutableLike } from "./preview-data";

export const today = () => new Date().toISOString().slice(0, 10);

export const isLegalFile = (path: string): boolean =>
  /^(content\/)?legal\/[^/]+\.ya?ml$/.test(path);

/** A value in one text whatever the order of its keys (Decap's maps do not keep it). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isRecord(value))
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

/** The page without its date, as the file would hold it. */
function text(data: unknown): string {
  if (!isRecord(data)) return canonical(data);
  const { updatedOn, ...rest } = data;
  return canonical(prune(rest));
}

const dateOf = (data: unknown): string | undefined => {
  const value = isRecord(data) ? data.updatedOn : undefined;
  return typeof value === "string" && value !== "" ? value.slice(0, 10) : undefined;
};

/**
 * The date a legal page shows and is saved with: the one the editor set, else today if its text
 * differs from the saved page, else the one it had (none: the build's date is shown). `path` as
 * Decap names it: "content/legal/x.yaml".
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
 * The date field of a legal page shows the date the page will be saved with: today's as soon as
 * its text changes, as the preview shows it. Decap draws a field again only when its own value
 * changes, so the field looks at the draft (the getEntry Decap hands every widget) a few times a
 * second. A date the editor picks is the field's value, as before; every other date field is
 * Decap's own.
 */
export interface DateControlProps {
  value?: unknown;
  field: Pick<ImmutableLike, "get">;
  getEntry?: () => ImmutableLike | undefined;
}

const LOOK_EVERY_MS = 250;

/** The date a legal page's draft will be saved with ("" for none). */
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

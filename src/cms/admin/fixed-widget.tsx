/**
 * The "fixed" widget: a value the editor reads and cannot change (the content model's
 * `readOnly`: the publication checklist's texts, where only «Confermato» is the editor's). A place
 * ({ file, field }) reads as the editor's menus and labels; a list, one line per item.
 */
import { useImperativeHandle, type Ref } from "react";
import { editorPlace } from "../config";
import { toPlain } from "./preview-data";

interface FixedProps {
  value?: unknown;
  forID?: string;
  classNameWrapper?: string;
  /** Decap asks a control for isValid through its ref (React 19 hands it as a prop). */
  ref?: Ref<{ isValid(): boolean }>;
}

function line(value: unknown): string {
  const place = value as { file?: unknown; field?: unknown } | null;
  if (typeof place?.file === "string")
    return (
      editorPlace(place.file, typeof place.field === "string" ? place.field : "") ?? place.file
    );
  return typeof value === "string" ? value : "";
}

export function FixedControl({ value, forID, classNameWrapper, ref }: FixedProps) {
  useImperativeHandle(ref, () => ({ isValid: () => true }), []);
  const shown = toPlain(value);
  return (
    <div id={forID} className={classNameWrapper} style={{ whiteSpace: "pre-line" }}>
      {Array.isArray(shown) ? shown.map(line).join("\n") : line(shown)}
    </div>
  );
}

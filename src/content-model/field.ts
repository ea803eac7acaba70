/** Parses the field notation of types.ts ("[String!]!{5}", "File!", ...). */

export const scalarKinds = [
  "String",
  "Int",
  "Float",
  "Boolean",
  "Date",
  "File",
  "Icon",
  "Color",
  "Hex",
  "Path",
] as const;
export type ScalarKind = (typeof scalarKinds)[number];

export interface ParsedField {
  /** Scalar kind or the name of another declared type. */
  base: string;
  required: boolean;
  list: boolean;
  itemRequired: boolean;
  /** Exact number of items a list must have. */
  length?: number;
}

const pattern = /^(\[)?([A-Za-z]+)(!)?(\])?(!)?(?:\{(\d+)\})?$/;

export function parseField(spec: string): ParsedField {
  const match = pattern.exec(spec.trim());
  if (!match) throw new Error(`Invalid field notation: "${spec}"`);
  const [, open, base, bang1, close, bang2, length] = match;
  const list = Boolean(open);
  if (list !== Boolean(close)) throw new Error(`Unbalanced brackets in field notation: "${spec}"`);
  if (length && !list) throw new Error(`A length applies to lists only: "${spec}"`);
  return list
    ? {
        base,
        list,
        itemRequired: Boolean(bang1),
        required: Boolean(bang2),
        length: length ? Number(length) : undefined,
      }
    : { base, list, itemRequired: false, required: Boolean(bang1) };
}

export function isScalar(base: string): base is ScalarKind {
  return (scalarKinds as readonly string[]).includes(base);
}

/**
 * One field of a content type, as types.ts declares it: the notation above plus what an editor
 * reads in the CMS. The bare notation string ("String!") is still accepted, for old branches;
 * every field on main carries a label (a test holds this).
 */
export interface FieldDecl {
  /** The notation: "String!", "[LinkItem!]!{4}", "File!", ... */
  type: string;
  /** Italian label shown above the field in the CMS. */
  label: string;
  /** Italian hint under the field: what it is and where it shows on the site. */
  hint?: string;
  /** Long text: a multi-line text box instead of one line. */
  long?: boolean;
  /** Text: a regular expression the whole value must match, and the Italian message when it does not. */
  pattern?: [string, string];
  /** Numbers: smallest and largest value allowed. */
  min?: number;
  max?: number;
  /** "File" fields: folder, relative to the YAML file, where the CMS uploads (e.g. "images/case-studies"). */
  folder?: string;
  /** No repeats: across the items of a list file (a key that becomes an HTML id), or among the items of a list field. */
  unique?: boolean;
  /** Singular name of one item of a list, for "Aggiungi …" in the CMS (e.g. "Servizio"). */
  itemLabel?: string;
}

export type FieldSpec = string | FieldDecl;

/** The notation of a field, whichever way it is declared. */
export const fieldNotation = (spec: FieldSpec): string =>
  typeof spec === "string" ? spec : spec.type;

/** A field's full declaration; a bare notation gets its key as label (and fails the label test). */
export const fieldDecl = (name: string, spec: FieldSpec): FieldDecl =>
  typeof spec === "string" ? { type: spec, label: name } : spec;

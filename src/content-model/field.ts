/**
 * The builders of the content model's fields, each a required field; `optional(...)` makes one
 * optional. A group or list names another declared type, which types.ts checks at compile time.
 */

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

interface Common {
  /** Italian label shown above the field in the CMS. */
  label: string;
  /** Italian hint under the field: what it is and where it shows on the site. */
  hint?: string;
  /** The editor cannot change it: shown as text, or not at all ("hidden"). */
  readOnly?: boolean | "hidden";
  /** The {names} a text takes (model/placeholders.ts); any other {…} written in it is refused. */
  placeholders?: readonly string[];
}

/** `pattern`: a regular expression and its message; `unique`: no repeat across a list's items. */
type TextOptions = Common & { long?: boolean; pattern?: [string, string]; unique?: boolean };
type NumberOptions = Common & { min?: number; max?: number };
/**
 * `folder`: relative to the YAML file; `minSize`: [width, height] in pixels; `alt`: the field that
 * describes the picture, written again when the picture changes.
 */
type ImageOptions = Common & { folder: string; minSize?: [number, number]; alt?: string };
interface ListOptions extends Common {
  length?: number;
  /** Singular name of one item, for "Aggiungi …" in the CMS. */
  itemLabel?: string;
  unique?: boolean;
  /** The editor cannot add, remove or reorder the items (their fields may still be editable). */
  fixedItems?: boolean;
}

export interface Field<Ref extends string = string> extends Partial<
  TextOptions & NumberOptions & ImageOptions & ListOptions
> {
  label: string;
  /** A scalar kind, or the name of the declared type of a group. */
  base: ScalarKind | Ref;
  required: boolean;
  list: boolean;
}

export interface TypeSpec<Ref extends string = string> {
  label?: string;
  /** A node type: one per YAML file (or per item of a list file). */
  node?: boolean;
  /** Content file(s), relative to content/, of this node type. */
  files?: string[];
  /** Italian name of each file when a type has several, or of a list file. */
  fileLabels?: Record<string, string>;
  /** "list": the file's root is a list of items of this type. */
  root?: "list";
  /** Italian description of the file, shown under its name in the CMS. */
  hint?: string;
  /** How an item is summed up in the CMS, e.g. "{{fields.title}}". */
  summary?: string;
  /** Exactly one of these fields must be given. */
  oneOf?: readonly string[];
  fields: Record<string, Field<Ref>>;
}

/** A builder of one kind of scalar field; passed to list() it stands for the items' kind. */
type Scalar<Options> = ((options: Options) => Field<never>) & { kind: ScalarKind };

const scalar = <Options extends Common>(kind: ScalarKind): Scalar<Options> =>
  Object.assign((options: Options) => ({ ...options, base: kind, required: true, list: false }), {
    kind,
  });

export const text = scalar<TextOptions>("String");
export const int = scalar<NumberOptions>("Int");
export const float = scalar<NumberOptions>("Float");
export const boolean = scalar<Common>("Boolean");
export const date = scalar<Common>("Date");
/** An image the build resizes, resolved to a File node. */
export const image = scalar<ImageOptions>("File");
/** A name from src/components/icon-names.ts; GraphQL gives the icon drawn (SiteIcon, sdl.ts). */
export const icon = scalar<Common>("Icon");
export const paletteColor = scalar<Common>("Color");
export const hexColor = scalar<Common>("Hex");
export const page = scalar<Common>("Path");

/** A group of fields of the declared type `type`. */
export const group = <Type extends string>(type: Type, options: Common): Field<Type> => ({
  ...options,
  base: type,
  required: true,
  list: false,
});

/** A list of groups of the declared type `of`, or of scalars of a builder's kind (`list(text, …)`). */
export function list<Type extends string>(of: Type, options: ListOptions): Field<Type>;
export function list(of: { kind: ScalarKind }, options: ListOptions): Field<never>;
export function list(of: string | { kind: ScalarKind }, options: ListOptions): Field {
  return { ...options, base: typeof of === "string" ? of : of.kind, required: true, list: true };
}

export const optional = <Type extends string>(field: Field<Type>): Field<Type> => ({
  ...field,
  required: false,
});

export function isScalar(base: string): base is ScalarKind {
  return (scalarKinds as readonly string[]).includes(base);
}

export type TypeSpecs = Record<string, TypeSpec>;

/**
 * The types of `Model`, each naming in its groups and lists only types `Model` declares, and in
 * `oneOf` (written `as const`) only fields of its own.
 */
export type Closed<Model> = {
  [Name in keyof Model]: TypeSpec<Extract<keyof Model, string>> & {
    oneOf?: ReadonlyArray<Model[Name] extends { fields: infer F } ? keyof F : never>;
  };
};

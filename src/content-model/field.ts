/** Parses the field notation of types.ts ("[String!]!{5}", "File!", ...). */

export const scalarKinds = ["String", "Int", "Float", "Boolean", "Date", "File", "Icon", "Color", "Hex", "Path"] as const;
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

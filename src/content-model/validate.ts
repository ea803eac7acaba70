import fs from "node:fs";
import path from "node:path";
import { findListProblems, findProblems, yamlMessage, type Step } from "./rules";
import type { TypeSpec } from "./types";

export interface ValidationContext {
  /** Absolute folder of the YAML file, to resolve "File" fields. */
  dir: string;
}

/**
 * Checks one YAML object (a file's root object or one item of a list file) against its
 * declared type. Returns one message per problem, each starting with the field's YAML path and
 * its labels (rules.ts, yamlMessage).
 * The rules themselves live in rules.ts, shared with the CMS.
 */
export function validateContent(
  types: Record<string, TypeSpec>,
  typeName: string,
  value: Record<string, unknown>,
  ctx: ValidationContext,
  /** Index of the item, when `value` is one item of a list file (messages then start `[2].…`). */
  index?: number
): string[] {
  const steps: Step[] = index === undefined ? [] : [{ index, label: types[typeName]?.label }];
  return findProblems(types, typeName, value, {
    fileExists: (file) => fs.existsSync(path.resolve(ctx.dir, file)),
  }, steps).map(yamlMessage);
}

/** Checks the items of a list file (each against its type, and unique fields across items). */
export function validateList(
  types: Record<string, TypeSpec>,
  typeName: string,
  items: Record<string, unknown>[],
  ctx: ValidationContext
): string[] {
  const options = { fileExists: (file: string) => fs.existsSync(path.resolve(ctx.dir, file)) };
  return findListProblems(types, typeName, items, options, [], types[typeName]?.label).map(yamlMessage);
}

import fs from "node:fs";
import path from "node:path";
import { findListProblems, findProblems, yamlMessage } from "./rules";
import type { TypeSpec } from "./types";

export interface ValidationContext {
  /** Absolute folder of the YAML file, to resolve "File" fields. */
  dir: string;
}

/** Node's answer to whether a "File" field's file exists: relative to the YAML file's folder. */
const onDisk = (ctx: ValidationContext) => ({
  fileExists: (file: string) => fs.existsSync(path.resolve(ctx.dir, file)),
});

/**
 * Checks a file's root object against its declared type. Returns one message per problem, each
 * starting with the field's YAML path and its labels (rules.ts, yamlMessage).
 * The rules themselves live in rules.ts, shared with the CMS.
 */
export function validateContent(
  types: Record<string, TypeSpec>,
  typeName: string,
  value: Record<string, unknown>,
  ctx: ValidationContext,
): string[] {
  return findProblems(types, typeName, value, onDisk(ctx)).map(yamlMessage);
}

/** Checks the items of a list file (each against its type, and unique fields across items). */
export function validateList(
  types: Record<string, TypeSpec>,
  typeName: string,
  items: Record<string, unknown>[],
  ctx: ValidationContext,
): string[] {
  return findListProblems(types, typeName, items, onDisk(ctx), [], types[typeName]?.label).map(
    yamlMessage,
  );
}

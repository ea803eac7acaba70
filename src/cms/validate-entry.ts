/**
 * What the CMS refuses to save: the build's rules (rules.ts), worded for the editor. Browser-safe:
 * an image's existence is not checked (the CMS uploads it in the same save).
 */
import { contentTypeName } from "../content-model/type-name";
import { entryText, italianMessage } from "../content-model/messages";
import {
  fileProblems,
  rootField,
  type Problem,
  type RuleOptions,
  type Step,
} from "../content-model/rules";
import { contentTypes } from "../content-model/types";
import { isRecord } from "../lib/is-record";
import { LIST_FIELD, prune } from "./formats";

const browserRules = { fileExists: () => true };

const valueAt = (root: unknown, steps: Step[]): unknown =>
  steps.reduce<unknown>(
    (value, step) =>
      "index" in step
        ? Array.isArray(value)
          ? value[step.index]
          : undefined
        : isRecord(value)
          ? value[step.key]
          : undefined,
    root,
  );

/**
 * A repeated value is named where the editor typed it: the rules name the later of the two items,
 * which misleads when the earlier one is the item just changed (compared with `saved`).
 */
function atEditedItem(problem: Problem, data: unknown, saved: unknown): Problem {
  if (problem.code !== "duplicate" || saved === undefined) return problem;
  const item = problem.steps.map((step) => "index" in step).lastIndexOf(true);
  const later = problem.steps[item];
  if (!later || !("index" in later)) return problem;
  const earlier = problem.steps.map((step, at) =>
    at === item ? { ...later, index: problem.first } : step,
  );
  const changed = (steps: Step[]) =>
    JSON.stringify(valueAt(data, steps)) !== JSON.stringify(valueAt(saved, steps));
  return changed(earlier) && !changed(problem.steps)
    ? { ...problem, first: later.index, steps: earlier }
    : problem;
}

/**
 * An entry (`file` under content/ or as Decap names it) as the model sees it: its type, root field,
 * the data as the file holds it (`asFile`: a list file's bare list) and the steps to it.
 */
export function entryRoot(file: string, entry: unknown) {
  const relative = file.replace(/^content\//, "");
  const typeName = contentTypeName(relative);
  const field = rootField(contentTypes, typeName, relative);
  const asFile = field.list && isRecord(entry) ? entry[LIST_FIELD] : entry;
  const steps: Step[] = field.list ? [{ key: LIST_FIELD, decl: field }] : [];
  return { relative, typeName, field, asFile, steps };
}

/**
 * Problems of one entry, in Italian; empty when it may be saved. `saved`, the entry as last saved,
 * names a repeated value at the item that changed; `imageSize`, the sizes the browser measured.
 */
export function validateEntry(
  file: string,
  entry: unknown,
  { saved, imageSize }: { saved?: unknown; imageSize?: RuleOptions["imageSize"] } = {},
): string[] {
  // Judge what the format will write, not the CMS's leftovers of fields left empty.
  const data = prune(entry);
  const { relative, typeName, asFile, steps } = entryRoot(file, data);
  const spec = contentTypes[typeName];
  if (!spec?.node || !(spec.files ?? []).includes(relative))
    return [entryText.unknown(`content/${relative}`)];
  const problems = fileProblems(
    contentTypes,
    typeName,
    asFile,
    { ...browserRules, imageSize },
    steps,
  );
  if (!problems) return [entryText.notGroup(`content/${relative}`)];
  const before = prune(saved);
  return problems.map((problem) => italianMessage(atEditedItem(problem, data, before)));
}

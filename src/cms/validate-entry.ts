/**
 * What the CMS refuses to save: the same rules as the build and `npm run check:content`
 * (src/content-model/rules.ts), worded by messages.ts for the editor: the field by its labels.
 * Browser-safe: an image's existence cannot be checked here, only that it sits in its folder
 * (the CMS uploads it there in the same save).
 */
import { contentTypeName } from "../content-model/type-name";
import { entryText, italianMessage } from "../content-model/messages";
import {
  findListFileProblems,
  findProblems,
  listFileField,
  type RuleOptions,
} from "../content-model/rules";
import { contentTypes } from "../content-model/types";
import { isRecord } from "../lib/is-record";
import { LIST_FIELD, prune } from "./formats";

const browserRules = { fileExists: () => true };

/**
 * Problems of one entry, in Italian; empty when the entry may be saved.
 * `file` is the path under content/ ("services.yaml", "legal/privacy-policy.yaml"); `data` is the
 * entry as the CMS holds it (a list-root file as { items: [...] }, see formats.ts) or as the file holds it.
 * Empty leftovers are dropped first, as the format drops them when it writes. `imageSize`: the
 * pictures' sizes the browser measured.
 */
export function validateEntry(
  file: string,
  entry: unknown,
  imageSize?: RuleOptions["imageSize"],
): string[] {
  const rules = { ...browserRules, imageSize };
  // Judge what the format will write, not the CMS's leftovers of fields left empty.
  const data = prune(entry);
  const relative = file.replace(/^content\//, "");
  const typeName = contentTypeName(relative);
  const spec = contentTypes[typeName];
  if (!spec?.node || !(spec.files ?? []).includes(relative)) {
    return [entryText.unknown(`content/${relative}`)];
  }
  if (spec.root === "list") {
    const items = Array.isArray(data) ? data : isRecord(data) ? data[LIST_FIELD] : undefined;
    const steps = [{ key: LIST_FIELD, decl: listFileField(contentTypes, typeName, relative) }];
    return findListFileProblems(contentTypes, typeName, items, rules, steps).map(italianMessage);
  }
  if (!isRecord(data)) return [entryText.notGroup(`content/${relative}`)];
  return findProblems(contentTypes, typeName, data, rules).map(italianMessage);
}

import fs from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";
import { contentTypeName } from "./type-name";
import { errorsHeading, fileText, yamlErrorMessage, yamlMessage } from "./messages";
import { fileProblems } from "./rules";
import { contentTypes } from "./types";
import { filesUnder } from "../build/files-under";
import { parseContent } from "../cms/parse";
import { CHECKLIST_FILE, checklistProblems, readPublishingChecklist } from "./publishing-checklist";

export { contentTypeName };

export const isYamlFile = (file: string): boolean => /\.ya?ml$/i.test(file);

/**
 * Checks one YAML file under content/; each message (Italian) starts with the file and the field.
 * `text`: the file's text when it is not the one on disk (another version of it).
 */
export function checkContentFile(
  absolutePath: string,
  contentRoot: string,
  text?: string,
): string[] {
  const relative = path.relative(contentRoot, absolutePath).split(path.sep).join("/");
  const label = `content/${relative}`;
  const typeName = contentTypeName(relative);
  const spec = contentTypes[typeName];
  if (!spec?.node) {
    return [`${label}: ${fileText.unknown}`];
  }
  let data: unknown;
  try {
    // As the CMS reads it: a date stays the text the editor wrote, so an impossible day
    // (the 30th of February) is refused instead of silently rolling over to another date.
    data = parseContent(text ?? fs.readFileSync(absolutePath, "utf8"));
  } catch (error) {
    return [`${label}: ${yamlErrorMessage(error)}`];
  }
  // A "File" field names its file relative to the YAML file's folder.
  const at = (file: string) => path.resolve(path.dirname(absolutePath), file);
  const onDisk = {
    fileExists: (file: string) => fs.existsSync(at(file)),
    imageSize: (file: string) => {
      try {
        const { width, height, orientation = 1 } = imageSize(fs.readFileSync(at(file)));
        // An EXIF orientation of 5 to 8 turns the picture a quarter: as shown, it is turned.
        return orientation >= 5 ? { width: height, height: width } : { width, height };
      } catch {
        return undefined; // not a picture this reads: the build's sharp says what is wrong
      }
    },
  };
  const problems = fileProblems(contentTypes, typeName, data, onDisk);
  if (!problems) return [`${label}: ${fileText.notGroup}`];
  return problems.map((problem) => `${label}: ${yamlMessage(problem)}`);
}

/** Every YAML file under `dir`, as absolute paths. */
export function listYamlFiles(dir: string): string[] {
  return filesUnder(dir)
    .filter((file) => isYamlFile(path.basename(file)))
    .map((file) => path.join(dir, file));
}

export { errorsHeading };

/** Checks every YAML file under content/ and that every declared file exists. */
export function checkContentDir(contentRoot: string): string[] {
  const missingFiles = Object.values(contentTypes)
    .flatMap((spec) => spec.files ?? [])
    .filter((file) => !fs.existsSync(path.join(contentRoot, file)))
    .map((file) => `content/${file}`);
  const missing = missingFiles.map((label) => `${label}: ${fileText.missing}`);
  const fileErrors = listYamlFiles(contentRoot).flatMap((file) =>
    checkContentFile(file, contentRoot),
  );
  // The checklist's own cross-file checks need a checklist that has the model's shape.
  const checklistReadable =
    fs.existsSync(path.join(contentRoot, CHECKLIST_FILE)) &&
    !fileErrors.some((error) => error.startsWith(`content/${CHECKLIST_FILE}:`));
  return [
    ...missing,
    ...fileErrors,
    ...(checklistReadable
      ? checklistProblems(readPublishingChecklist(contentRoot), contentRoot, new Set(missingFiles))
      : []),
  ];
}

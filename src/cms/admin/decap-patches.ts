/**
 * The two changes to Decap CMS the editor cannot do without, applied to Decap's own files while
 * esbuild bundles the admin (src/build/admin-bundle.ts). Each names the text it replaces: when a
 * Decap update changes that text the admin build stops with the reason below, so the patch is
 * looked at again rather than silently lost (decap-patches.test.ts checks the installed Decap).
 *
 * Both fix Decap's editor page (decap-cms-core, components/Editor/Editor.js), where no event,
 * widget or setting reaches.
 */
import fs from "node:fs";
import type { Plugin } from "esbuild";

export interface DecapPatch {
  /** The file, as its path inside node_modules ends. */
  file: string;
  why: string;
  find: string;
  replace: string;
}

const EDITOR = "decap-cms-core/dist/esm/components/Editor/Editor.js";

export const decapPatches: DecapPatch[] = [
  {
    file: EDITOR,
    why:
      "Without the editorial workflow (the local proxy) Decap compares the draft with the entry as " +
      "it was opened, never with the one just saved: a change published and then typed back counts " +
      "as no change and cannot be published. Reloading the saved entry, as Decap already does after " +
      "a save in the editorial workflow, compares the draft with the file as saved (and shows what " +
      "the save wrote, such as a legal page's new date).",
    find: "} else if (slug && hasWorkflow && !currentStatus) {",
    replace: "} else if (slug && !currentStatus) {",
  },
  {
    file: EDITOR,
    why:
      "Decap asks for the local backup of a draft while the entry is still loading: a backup " +
      "accepted then is overwritten by the entry once loaded (the unsaved text is lost) and the " +
      "toolbar, drawn without an entry, fails with «Cannot read properties of undefined». The " +
      "backup is offered once the entry is loaded.",
    find: [
      "    retrieveLocalBackup(collection, slug);",
      "    if (newEntry) {",
      "      createEmptyDraft(collection, this.props.location.search);",
      "    } else {",
      "      loadEntry(collection, slug);",
      "    }",
    ].join("\n"),
    replace: [
      "    if (newEntry) {",
      "      retrieveLocalBackup(collection, slug);",
      "      createEmptyDraft(collection, this.props.location.search);",
      "    } else {",
      "      loadEntry(collection, slug).then(() => retrieveLocalBackup(collection, slug));",
      "    }",
    ].join("\n"),
  },
];

/** `text` of `file` with its patches applied; throws, naming the reason, when one no longer fits. */
export function patchDecap(file: string, text: string, patches = decapPatches): string {
  return patches
    .filter((patch) => file.split("\\").join("/").endsWith(patch.file))
    .reduce((patched, { file: name, why, find, replace }) => {
      if (patched.split(find).length !== 2)
        throw new Error(
          `Decap CMS changed: ${name} no longer holds, once, the text src/cms/admin/decap-patches.ts replaces. Check whether the new version still needs it: ${why}`,
        );
      return patched.replace(find, () => replace);
    }, text);
}

/** The files patched, as esbuild's onLoad finds them (decap-patches.test.ts checks each). */
export const PATCHED = /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]Editor[\\/]Editor\.js$/;

/** The esbuild plugin that applies them. */
export const decapPatchPlugin: Plugin = {
  name: "decap-patches",
  setup(build) {
    build.onLoad({ filter: PATCHED }, (args) => ({
      contents: patchDecap(args.path, fs.readFileSync(args.path, "utf8")),
      loader: "js",
    }));
  },
};

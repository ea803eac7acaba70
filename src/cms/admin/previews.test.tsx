/**
 * Every preview, on every partial entry an editor can make of its file: each field missing in
 * turn (required or not), each list with an item just added (empty) or one removed, each text
 * emptied. The preview is rendered once per file and handed each entry in turn, as Decap does on
 * every keystroke, so a preview that broke would also have to recover on the next entry.
 */
import fs from "node:fs";
import path from "node:path";
import { act, cleanup, render, screen } from "@testing-library/react";
import { buildCmsConfig } from "../config";
import { contentTypeName } from "../../content-model/type-name";
import { contentTypes } from "../../content-model/types";
import { LIST_FIELD, parseContent } from "../formats";
import { contentRoot } from "../../../__tests__/helpers/content";
import { installFakeIntersectionObserver } from "../../../__tests__/helpers/fake-intersection-observer";
import { fileIndex, type ImmutableLike, type PreviewProps } from "./preview-data";
import { PREVIEW_FAILED_TEXT } from "./PreviewBoundary";
import { previewTemplates } from "./previews";

/** A content file as the CMS reads it (dates stay text, as formats.ts reads them). */
function loadYaml<T = Record<string, unknown>>(file: string): T {
  return parseContent(fs.readFileSync(path.join(contentRoot, file), "utf8")) as T;
}

// The admin bundle's "gatsby" (src/build/admin-bundle.ts aliases it): useStaticQuery answers
// with the site file the preview provides.
jest.mock("gatsby", () => jest.requireActual("./gatsby-stub"));

const config = buildCmsConfig({
  localBackendUrl: "http://127.0.0.1:8081/api/v1",
  repo: "agenzia/sito",
  branch: "main",
  siteUrl: "https://www.example.test",
});
const files = fileIndex(config);
const templates = previewTemplates(files);

/** A deep copy (jsdom has no structuredClone; the content is plain JSON-like data). */
const clone = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A plain value as the immutable.js value Decap hands previews (get, toJS, find on lists). */
function immutable(value: unknown): unknown {
  if (Array.isArray(value))
    return {
      get: (index: number) => immutable(value[index]),
      find: (pick: (item: ImmutableLike) => boolean) =>
        value.map((item) => immutable(item) as ImmutableLike).find(pick),
      toJS: () => clone(value),
    };
  if (value !== null && typeof value === "object")
    return {
      get: (key: string) => immutable((value as Record<string, unknown>)[key]),
      toJS: () => clone(value),
    };
  return value;
}

const isList = (file: string) => contentTypes[contentTypeName(file)]?.root === "list";
/** A file's data as Decap holds it: a list file's items under one field (formats.ts). */
const asEntryData = (file: string, data: unknown) => (isList(file) ? { [LIST_FIELD]: data } : data);

function props(file: string, data: unknown): PreviewProps {
  const where = files.get(`content/${file}`)!;
  const collection = config.collections.find((candidate) => candidate.name === where.collection)!;
  const fields = collection.files.find((candidate) => candidate.name === where.name)!.fields;
  return {
    entry: immutable({ path: `content/${file}`, data: asEntryData(file, data) }) as ImmutableLike,
    fields: immutable(fields) as PreviewProps["fields"],
    getAsset: (path) => ({ toString: () => `blob:${path}` }),
    getCollection: (collectionName, name) => {
      const other = [...files].find(
        ([, place]) => place.collection === collectionName && place.name === name,
      );
      const otherFile = other![0].replace(/^content\//, "");
      return Promise.resolve(
        immutable({ data: asEntryData(otherFile, loadYaml(otherFile)) }) as ImmutableLike,
      );
    },
  };
}

type Path = (string | number)[];
interface Variant {
  what: string;
  data: unknown;
}

function at(data: unknown, path: Path): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], data);
}

/**
 * The partial entries of `data`: every field and list item missing in turn, every text emptied,
 * every list with an empty item added. Lists are walked into through their first item only:
 * the others have the same fields.
 */
function variants(data: unknown): Variant[] {
  const out: Variant[] = [];
  const walk = (value: unknown, path: Path) => {
    const name = path.join(".") || "(the file)";
    if (Array.isArray(value)) {
      const added = clone(data);
      const first = value[0];
      const empty = first !== null && typeof first === "object" ? {} : null;
      (at(added, path) as unknown[]).push(empty);
      out.push({ what: `${name}: an item added`, data: added });
      if (value.length > 0) {
        const removed = clone(data);
        (at(removed, path) as unknown[]).splice(0, value.length);
        out.push({ what: `${name}: every item removed`, data: removed });
        walk(first, [...path, 0]);
      }
      return;
    }
    if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        const missing = clone(data);
        delete (at(missing, path) as Record<string, unknown>)[key];
        out.push({ what: `${name}.${key}: missing`, data: missing });
        const nulled = clone(data);
        (at(nulled, path) as Record<string, unknown>)[key] = null;
        out.push({ what: `${name}.${key}: null`, data: nulled });
        if (typeof child === "string" || typeof child === "number") {
          const emptied = clone(data);
          (at(emptied, path) as Record<string, unknown>)[key] = "";
          out.push({ what: `${name}.${key}: emptied`, data: emptied });
        }
        walk(child, [...path, key]);
      }
    }
  };
  walk(data, []);
  return out;
}

beforeAll(() => {
  installFakeIntersectionObserver();
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: true, // reduced motion: counters show their figure at once
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  window.scrollTo = jest.fn();
});

afterEach(cleanup);

const contentFiles = [...files.keys()].map((file) => file.replace(/^content\//, ""));

it("has a preview for every content file", () => {
  expect(contentFiles.length).toBeGreaterThanOrEqual(12);
  for (const file of contentFiles) expect(templates[`content/${file}`]).toBeDefined();
});

describe.each(contentFiles)("the preview of content/%s", (file) => {
  it("draws every partial entry without an error, and the whole entry again after it", async () => {
    const Preview = templates[`content/${file}`];
    const whole = loadYaml(file);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const view = render(<Preview {...props(file, whole)} />);
      await act(async () => undefined); // the other files load (getCollection)
      expect(document.querySelector("[data-cms-preview] section, header, footer")).not.toBeNull();
      const wholeText = document.body.textContent;
      const broken: string[] = [];
      for (const variant of variants(whole)) {
        view.rerender(<Preview {...props(file, variant.data)} />);
        if (screen.queryByText(PREVIEW_FAILED_TEXT) || errors.mock.calls.length > 0) {
          broken.push(`${variant.what}: ${String(errors.mock.calls[0]?.[0] ?? "")}`.slice(0, 300));
          errors.mockClear();
        }
      }
      expect(broken).toEqual([]);
      view.rerender(<Preview {...props(file, clone(whole))} />);
      expect(document.body.textContent).toBe(wholeText);
    } finally {
      errors.mockRestore();
    }
  });
});

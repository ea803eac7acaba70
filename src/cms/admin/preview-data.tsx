/**
 * What a preview needs besides the entry being edited: the other content files it shows
 * (the Home preview shows the metrics and the services; a list preview shows its page's labels)
 * and the site file for {placeholders}, loaded once through Decap's getCollection, as the CMS
 * holds them (not as they were built), plus images through Decap's getAsset.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useEffect, useState, type ReactNode } from "react";
import { siteIcon } from "../../components/icon/editor-icons";
import { placeholderValues, type PlaceholderValues } from "../../content-model/model/placeholders";
import { asQueried } from "../../content-model/queried";
import { LIST_FIELD } from "../formats";
import type { CmsConfig } from "../config";
import { entryRoot } from "../validate-entry";
import { completeContent } from "./complete";
import { StaticQueryData } from "./gatsby-stub";

/** The immutable.js values Decap hands to previews (only what is used here). */
export interface ImmutableLike {
  get(key: string): unknown;
  toJS(): unknown;
}

export interface PreviewProps {
  entry: ImmutableLike;
  fields: { find(pick: (field: ImmutableLike) => boolean): ImmutableLike | undefined };
  getAsset: (path: string, field?: ImmutableLike) => { toString(): string } | undefined;
  getCollection: (collection: string, slug?: string) => Promise<ImmutableLike | ImmutableLike[]>;
  /** The site's {placeholders}, from site.yaml as the CMS holds it (withSite, previews.tsx). */
  values?: PlaceholderValues;
}

/** content/site.yaml as a preview reads it. */
export type SiteData = Queries.SiteYaml;

/** Where each content file sits in the CMS (collection and file name), from the configuration. */
export type FileIndex = Map<string, { collection: string; name: string }>;

export function fileIndex(config: CmsConfig): FileIndex {
  const index: FileIndex = new Map();
  for (const collection of config.collections) {
    for (const file of collection.files)
      index.set(file.file, { collection: collection.name, name: file.name });
  }
  return index;
}

/** An immutable.js value of Decap's as plain objects; any other value as it is. */
export const toPlain = (value: unknown): unknown =>
  typeof (value as ImmutableLike | undefined)?.toJS === "function"
    ? (value as ImmutableLike).toJS()
    : value;

/**
 * A content file's data as the components take it from GraphQL, from the data the CMS holds for
 * it (a list file's items, for a list): complete as the build guarantees it, whatever the editor
 * has half written (complete.ts), the icons drawn and, given `values`, the placeholders filled, as
 * the build does (src/content-model/queried.ts).
 */
function asGraphql<T>(path: string, data: unknown, values?: PlaceholderValues): T {
  if (!path) return toPlain(data) as T;
  const { relative, asFile } = entryRoot(path, toPlain(data));
  return asQueried(relative, completeContent<T>(relative, asFile), { draw: siteIcon, values });
}

/** The entry's data as plain objects, shaped as GraphQL gives it to the components. */
export const entryData = <T,>(entry: ImmutableLike, values?: PlaceholderValues): T =>
  asGraphql<T>(String(entry.get("path") ?? ""), entry.get("data"), values);

/** A list file's items, shaped as GraphQL gives them to the components. */
export const entryItems: <T>(entry: ImmutableLike, values?: PlaceholderValues) => T[] = entryData;

/**
 * Another content file's data (a list file as its list), or undefined while it loads; its
 * placeholders filled with `values` if given.
 */
export function useContentFile<T>(
  props: PreviewProps,
  files: FileIndex,
  file: string,
  values?: PlaceholderValues,
): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  const where = files.get(`content/${file}`);
  useEffect(() => {
    if (!where) return;
    let live = true;
    props
      .getCollection(where.collection, where.name)
      .then((loaded) => {
        if (live) setValue(asGraphql<T>(file, (loaded as ImmutableLike).get("data")));
      })
      .catch((error: unknown) =>
        console.error(`Anteprima: impossibile leggere content/${file}`, error),
      );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- getCollection changes identity on every render; the file is what matters
  }, [where?.collection, where?.name]);
  return value && values ? asQueried(file, value, { values }) : value;
}

/**
 * The data every `useStaticQuery` of the shell and sections answers in a preview: the site file,
 * its placeholders filled, of which each query reads its own fields (the share image is not shown
 * in previews).
 */
export function SiteProvider({
  site,
  children,
}: {
  site: SiteData | undefined;
  children: ReactNode;
}) {
  if (!site) return <p>Caricamento dell&apos;anteprima…</p>;
  const siteYaml = asQueried("site.yaml", site, { values: placeholderValues(site) });
  const value = { site: { siteMetadata: { siteUrl: "" } }, siteYaml };
  return <StaticQueryData value={value}>{children}</StaticQueryData>;
}

/**
 * An image field's value as the `gatsbyImageData` the site's <Picture> renders: one source, the
 * file as the CMS has it (an upload not saved yet is a blob: URL).
 */
export const previewImage = (url: string): IGatsbyImageData => ({
  layout: "constrained",
  width: 640,
  height: 427,
  images: { fallback: { src: url }, sources: [] },
});

/** The configuration of a list item's field, for getAsset (image fields carry their own folder). */
export function itemField(props: PreviewProps, name: string): ImmutableLike | undefined {
  const list = props.fields.find((field) => field.get("name") === LIST_FIELD);
  const fields = list?.get("fields") as PreviewProps["fields"] | undefined;
  return fields?.find((field) => field.get("name") === name);
}

/**
 * What a preview needs besides the entry being edited: the other content files it shows and the
 * site file for {placeholders}, as the CMS holds them (Decap's getCollection), and images.
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

export const fileIndex = (config: CmsConfig): FileIndex =>
  new Map(
    config.collections.flatMap(({ name: collection, files }) =>
      files.map((file) => [file.file, { collection, name: file.name }] as const),
    ),
  );

/** An immutable.js value of Decap's as plain objects; any other value as it is. */
export const toPlain = (value: unknown): unknown =>
  typeof (value as ImmutableLike | undefined)?.toJS === "function"
    ? (value as ImmutableLike).toJS()
    : value;

/**
 * A content file's data (a list file's items) as the components take it from GraphQL: complete
 * whatever the editor has half written (complete.ts), icons drawn, placeholders filled.
 */
function asGraphql<T>(path: string, data: unknown, values?: PlaceholderValues): T {
  if (!path) return toPlain(data) as T;
  const { relative, asFile } = entryRoot(path, toPlain(data));
  return asQueried(relative, completeContent<T>(relative, asFile), { draw: siteIcon, values });
}

/** The entry's data (a list file's items), shaped as GraphQL gives it to the components. */
export const entryData = <T,>(entry: ImmutableLike, values?: PlaceholderValues): T =>
  asGraphql<T>(String(entry.get("path") ?? ""), entry.get("data"), values);

/** Another content file's data, or undefined while it loads; placeholders filled with `values`. */
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

/** What every `useStaticQuery` of the shell and sections answers in a preview: the site file. */
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

/** A picture's URL as the CMS has it (maybe a blob: URL) as the site's <Picture> takes it. */
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

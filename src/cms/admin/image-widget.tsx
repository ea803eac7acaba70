/**
 * Decap's image control asks getAsset again only when the value or getAsset changes, and getAsset
 * (one function for the session) answers an empty SVG while the file loads, so a picture not yet
 * loaded stayed an empty checkerboard. While it loads this looks again, then hands the control a
 * new getAsset, which draws it. It also measures each picture for the save guard (minSize).
 */
import { useEffect, useMemo, useState, type ComponentType } from "react";
import type { ImageSize } from "../../content-model/rules";

/** What getAsset answers (Decap's AssetProxy: the file's path and, as text, its URL). */
export interface AssetLike {
  path?: string;
  toString(): string;
}
export type GetAsset = (path: string, field?: unknown) => AssetLike | undefined;

export interface ImageControlProps {
  value?: unknown;
  field?: unknown;
  getAsset: GetAsset;
}

/** Decap's stand-in while a file loads (decap-cms-core, actions/media.ts). */
export const LOADING_ASSET = "empty.svg";
const RETRY_MS = 250;
const MAX_TRIES = 240;

/** The size of each picture the fields show, by value ("images/x.jpg"). */
const sizes = new Map<string, Promise<ImageSize | undefined>>();

function measure(url: string): Promise<ImageSize | undefined> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(undefined);
    image.src = url;
  });
}

/** The sizes measured so far (waiting for those still loading). */
export async function pictureSizes(): Promise<Map<string, ImageSize>> {
  const measured = await Promise.all([...sizes].map(async ([value, size]) => [value, await size]));
  return new Map(measured.filter((entry): entry is [string, ImageSize] => entry[1] !== undefined));
}

export function withLoadedPicture<P extends ImageControlProps>(
  Control: ComponentType<P>,
): ComponentType<P> {
  function ImageControl(props: P) {
    const { value, field, getAsset } = props;
    const [loaded, setLoaded] = useState(0);
    useEffect(() => {
      if (typeof value !== "string" || value === "") return undefined;
      const loading = () => getAsset(value, field)?.path === LOADING_ASSET;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let tries = 0;
      const wait = () => {
        timer = setTimeout(() => {
          if (!loading()) setLoaded((count) => count + 1);
          else if (++tries < MAX_TRIES) wait();
        }, RETRY_MS);
      };
      if (loading()) wait();
      return () => clearTimeout(timer);
    }, [value, field, getAsset]);
    useEffect(() => {
      const asset = typeof value === "string" && value ? getAsset(value, field) : undefined;
      if (asset && asset.path !== LOADING_ASSET) sizes.set(value as string, measure(String(asset)));
    }, [value, field, getAsset, loaded]);
    // A new function once the picture is there: the control asks for it again.
    const asked = useMemo<GetAsset>(() => {
      void loaded;
      return (path, of) => getAsset(path, of);
    }, [getAsset, loaded]);
    return <Control {...props} getAsset={asked} />;
  }
  return ImageControl;
}

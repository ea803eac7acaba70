import type { IGatsbyImageData } from "gatsby-plugin-image";
import { classNames } from "../../lib/class-names";
import * as styles from "./picture.module.css";

/**
 * An image processed by gatsby-plugin-image (AVIF, WebP and JPEG at several widths), rendered
 * as a plain <picture>: native lazy loading, width and height so nothing shifts, the dominant
 * colour as placeholder, and no client-side image runtime to download.
 */
export function Picture({
  image,
  alt,
  className,
}: {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
}) {
  const { fallback, sources = [] } = image.images;
  return (
    <picture className={classNames(styles.picture, className)}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        className={styles.img}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={Math.round(image.width)}
        height={Math.round(image.height)}
        alt={alt}
        loading="lazy"
        decoding="async"
        style={{ backgroundColor: image.backgroundColor }}
      />
    </picture>
  );
}

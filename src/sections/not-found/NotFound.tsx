import { ButtonLink } from "../../components/ui/ButtonLink";
import * as styles from "./not-found.module.css";

interface NotFoundProps {
  title: string;
  text: string;
  homeLink: string;
}

export function NotFound({ title, text, homeLink }: NotFoundProps) {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      <ButtonLink to="/" variant="light">
        {homeLink}
      </ButtonLink>
    </section>
  );
}

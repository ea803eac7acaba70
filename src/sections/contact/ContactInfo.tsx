import { graphql } from "gatsby";
import { __iconData as clockIcon } from "lucide-react/icons/clock";
import { __iconData as mailIcon } from "lucide-react/icons/mail";
import { __iconData as mapPinIcon } from "lucide-react/icons/map-pin";
import { __iconData as phoneIcon } from "lucide-react/icons/phone";
import { useSite } from "../../hooks/use-site";
import { fill } from "../../lib/fill";
import { telHref } from "../../lib/phone";
import * as styles from "./contact-info.module.css";
import { svgIcon } from "../../components/icon/svg-icon";

const Clock = svgIcon(clockIcon);
const Mail = svgIcon(mailIcon);
const MapPin = svgIcon(mapPinIcon);
const Phone = svgIcon(phoneIcon);

export const fragment = graphql`
  fragment ContactInfo on ContactInfo {
    title
    intro
    phoneLabel
    emailLabel
    addressLabel
    hoursTitle
  }
`;

/** The side column: phone, email, address and opening hours from content/site.yaml. */
export function ContactInfo({ data }: { data: Queries.ContactInfoFragment }) {
  const site = useSite();
  return (
    <div className={styles.info}>
      <h2 id="contact-info-title" className={styles.title}>
        {data.title}
      </h2>
      <p className={styles.intro}>{fill(data.intro, site.values)}</p>
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt>
            <Phone size={20} />
            {data.phoneLabel}
          </dt>
          <dd>
            <a href={telHref(site.phone)}>{site.phone}</a>
          </dd>
        </div>
        <div className={styles.item}>
          <dt>
            <Mail size={20} />
            {data.emailLabel}
          </dt>
          <dd>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </dd>
        </div>
        <div className={styles.item}>
          <dt>
            <MapPin size={20} />
            {data.addressLabel}
          </dt>
          <dd>
            <address>{site.values.address}</address>
          </dd>
        </div>
      </dl>
      <h3 className={styles.hoursTitle}>
        <Clock size={20} />
        {data.hoursTitle}
      </h3>
      <dl className={styles.hours}>
        {site.openingHours.map((entry) => (
          <div key={entry.days} className={styles.hoursRow}>
            <dt>{entry.days}</dt>
            <dd>{entry.hours}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

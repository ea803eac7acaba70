import { graphql, useStaticQuery } from "gatsby";
import { __iconData as clockIcon } from "lucide-react/icons/clock";
import { __iconData as mailIcon } from "lucide-react/icons/mail";
import { __iconData as mapPinIcon } from "lucide-react/icons/map-pin";
import { __iconData as phoneIcon } from "lucide-react/icons/phone";
import { fullAddress } from "../../lib/address";
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

const query = graphql`
  query ContactDetails {
    siteYaml {
      phone
      email
      address {
        ...Address
      }
      openingHours {
        days
        hours
      }
    }
  }
`;

/** The side column: phone, email, address and opening hours from content/site.yaml. */
export function ContactInfo({ data }: { data: Queries.ContactInfoFragment }) {
  const site = useStaticQuery<Queries.ContactDetailsQuery>(query).siteYaml!;
  const details = [
    { Icon: Phone, label: data.phoneLabel, value: <a href={telHref(site.phone)}>{site.phone}</a> },
    {
      Icon: Mail,
      label: data.emailLabel,
      value: <a href={`mailto:${site.email}`}>{site.email}</a>,
    },
    {
      Icon: MapPin,
      label: data.addressLabel,
      value: <address>{fullAddress(site.address)}</address>,
    },
  ];
  return (
    <div className={styles.info}>
      <h2 id="contact-info-title" className={styles.title}>
        {data.title}
      </h2>
      <p className={styles.intro}>{data.intro}</p>
      <dl className={styles.list}>
        {details.map(({ Icon, label, value }, index) => (
          <div key={index} className={styles.item}>
            <dt>
              <Icon size={20} />
              {label}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
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

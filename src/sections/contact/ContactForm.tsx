import { graphql, Link } from "gatsby";
import { __iconData as sendIcon } from "lucide-react/icons/send";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useToast } from "../../components/toast/toast-context";
import { useSite } from "../../hooks/use-site";
import {
  CONSENT_FIELD,
  CONTACT_ENDPOINT,
  FIELD_LIMITS,
  HONEYPOT_FIELD,
} from "../../../netlify/lib/contact/contract";
import {
  contactProblem,
  FieldRefusal,
  sendContactRequest,
  type ContactField,
  type ContactValues,
} from "./contact-request";
import { outcomeToast, type OutcomeTexts } from "./outcome";
import * as styles from "./contact-form.module.css";
import { svgIcon } from "../../components/icon/svg-icon";

const Send = svgIcon(sendIcon);

export const fragment = graphql`
  fragment ContactForm on ContactForm {
    title
    intro
    requiredNote
    nameLabel
    namePlaceholder
    emailLabel
    emailPlaceholder
    phoneLabel
    phonePlaceholder
    messageLabel
    messagePlaceholder
    consentText
    consentLinkLabel
    consentDefault
    honeypotLabel
    submitLabel
    submittingLabel
  }
`;

/** A field the function refused, and the text that says why (the no-JavaScript page's own). */
interface Refused {
  field: ContactField;
  message: string;
}

const errorId = (field: ContactField) => `contact-${field}-error`;

/**
 * The consultation request form. With JavaScript it validates, sends JSON and answers with
 * toasts; without it, it posts to the same function, which redirects back with the outcome.
 * When the function refuses a field (an email or phone it cannot accept, a text too long), the
 * page says so with the same texts as the no-JavaScript page (`texts`), under the field too, keeps
 * every value and moves focus to that field.
 */
export function ContactForm({
  data,
  texts,
}: {
  data: Queries.ContactFormFragment;
  texts: Omit<OutcomeTexts, "toasts">;
}) {
  const { toasts } = useSite();
  const toast = useToast();
  const empty: ContactValues = {
    name: "",
    email: "",
    phone: "",
    message: "",
    consent: data.consentDefault,
    honeypot: "",
  };
  const [values, setValues] = useState<ContactValues>(empty);
  const [submitting, setSubmitting] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [refused, setRefused] = useState<Refused | null>(null);
  const inputs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement>>>({});
  /** The field to focus once the fieldset is enabled again (a disabled field takes no focus). */
  const focusAfterSending = useRef<ContactField | null>(null);

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    const field = focusAfterSending.current;
    if (submitting || !field) return;
    focusAfterSending.current = null;
    inputs.current[field]?.focus();
  }, [submitting, refused]);

  const update =
    (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      if (refused?.field === field) setRefused(null);
    };

  /** The refused field's state for assistive technology, and its text under it. */
  const invalid = (field: ContactField) =>
    refused?.field === field
      ? { "aria-invalid": true as const, "aria-describedby": errorId(field) }
      : {};
  const errorText = (field: ContactField) =>
    refused?.field === field ? (
      <p id={errorId(field)} className={styles.error}>
        {refused.message}
      </p>
    ) : null;
  const register =
    (field: ContactField) => (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      if (element) inputs.current[field] = element;
      else delete inputs.current[field];
    };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const problem = contactProblem(values);
    if (problem) {
      toast({
        ...(problem === "required" ? toasts.required : toasts.consent),
        variant: "destructive",
      });
      return;
    }
    setSubmitting(true);
    setRefused(null);
    try {
      await sendContactRequest(values);
      toast({ ...toasts.success, variant: "default" });
      setValues(empty);
    } catch (error) {
      if (error instanceof FieldRefusal) {
        const notice = outcomeToast(error.reason, { toasts, ...texts });
        toast(notice);
        setRefused({ field: error.field, message: notice.description });
        focusAfterSending.current = error.field;
      } else {
        console.error("Invio della richiesta di contatto non riuscito:", error);
        toast({ ...toasts.failure, variant: "destructive" });
      }
    } finally {
      setSubmitting(false);
    }
  };

  const required = (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );

  return (
    <form
      className={styles.form}
      method="post"
      action={CONTACT_ENDPOINT}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-describedby="contact-required-note"
      aria-busy={submitting}
    >
      <p id="contact-required-note" className={styles.note}>
        {data.requiredNote}
      </p>
      <fieldset className={styles.fields} disabled={submitting}>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="contact-name">
              {data.nameLabel} {required}
            </label>
            <input
              id="contact-name"
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={FIELD_LIMITS.name}
              placeholder={data.namePlaceholder}
              value={values.name}
              onChange={update("name")}
              ref={register("name")}
              {...invalid("name")}
            />
            {errorText("name")}
          </div>
          <div className={styles.field}>
            <label htmlFor="contact-email">
              {data.emailLabel} {required}
            </label>
            <input
              id="contact-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={FIELD_LIMITS.email}
              placeholder={data.emailPlaceholder}
              value={values.email}
              onChange={update("email")}
              ref={register("email")}
              {...invalid("email")}
            />
            {errorText("email")}
          </div>
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-phone">{data.phoneLabel}</label>
          <input
            id="contact-phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={FIELD_LIMITS.phone}
            placeholder={data.phonePlaceholder}
            value={values.phone}
            onChange={update("phone")}
            ref={register("phone")}
            {...invalid("phone")}
          />
          {errorText("phone")}
        </div>
        <div className={styles.field}>
          <label htmlFor="contact-message">
            {data.messageLabel} {required}
          </label>
          <textarea
            id="contact-message"
            name="message"
            required
            rows={6}
            maxLength={FIELD_LIMITS.message}
            placeholder={data.messagePlaceholder}
            value={values.message}
            onChange={update("message")}
            ref={register("message")}
            {...invalid("message")}
          />
          {errorText("message")}
        </div>
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">{data.honeypotLabel}</label>
          <input
            id="contact-website"
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.honeypot}
            onChange={(event) =>
              setValues((current) => ({ ...current, honeypot: event.target.value }))
            }
          />
        </div>
        <div className={styles.consent}>
          <input
            id="contact-consent"
            name={CONSENT_FIELD}
            type="checkbox"
            required
            checked={values.consent}
            onChange={(event) =>
              setValues((current) => ({ ...current, consent: event.target.checked }))
            }
          />
          <label htmlFor="contact-consent">
            {data.consentText} <Link to="/privacy-policy/">{data.consentLinkLabel}</Link> {required}
          </label>
        </div>
        <button type="submit" className={styles.submit}>
          <Send size={18} />
          {submitting ? data.submittingLabel : data.submitLabel}
        </button>
      </fieldset>
    </form>
  );
}

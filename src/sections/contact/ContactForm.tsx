import { graphql, Link } from "gatsby";
import { __iconData as sendIcon } from "lucide-react/icons/send";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useToast } from "../../components/toast/toast-context";
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
import { useToasts } from "./use-toasts";
import * as styles from "./contact-form.module.css";
import { svgIcon } from "../../components/icon/svg-icon";
import { STAGED_PARTS } from "../../components/splash/staged-parts";

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

const errorId = (field: ContactField) => `contact-${field}-error`;

const REQUIRED = (
  <span className={styles.required} aria-hidden="true">
    *
  </span>
);

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/** One text field of the form: label (with the required mark), input, and its refusal if any. */
function LabelledField({
  field,
  label,
  type,
  autoComplete,
  required,
  refusal,
  inputRef,
  ...shown
}: {
  field: ContactField;
  label: string;
  placeholder: string;
  value: string;
  onChange: (event: ChangeEvent<TextElement>) => void;
  inputRef: (element: TextElement | null) => void;
  /** Why the function refused the field, shown under it. */
  refusal?: string;
  /** An input of this type; a text box without. */
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  required?: boolean;
}) {
  const id = `contact-${field}`;
  const common = {
    maxLength: FIELD_LIMITS[field],
    ...shown,
    ref: inputRef,
    ...(refusal && { "aria-invalid": true, "aria-describedby": errorId(field) }),
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required ? <> {REQUIRED}</> : null}
      </label>
      {type ? (
        <input
          id={id}
          name={field}
          type={type}
          autoComplete={autoComplete}
          required={required}
          {...common}
        />
      ) : (
        <textarea id={id} name={field} required={required} rows={6} {...common} />
      )}
      {refusal ? (
        <p id={errorId(field)} className={styles.error}>
          {refusal}
        </p>
      ) : null}
    </div>
  );
}

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
  const toasts = useToasts();
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
  /** A field the function refused, and the text that says why (the no-JavaScript page's own). */
  const [refused, setRefused] = useState<{ field: ContactField; message: string } | null>(null);
  const inputs = useRef<Partial<Record<ContactField, TextElement>>>({});
  /** The field to focus once the fieldset is enabled again (a disabled field takes no focus). */
  const focusAfterSending = useRef<ContactField | null>(null);

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    const field = focusAfterSending.current;
    if (submitting || !field) return;
    focusAfterSending.current = null;
    inputs.current[field]?.focus();
  }, [submitting, refused]);

  const update = (field: ContactField | "honeypot") => (event: ChangeEvent<TextElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (refused?.field === field) setRefused(null);
  };

  /** A labelled field's texts and state: its value, changes, focus and refusal. */
  const control = (field: ContactField) => ({
    field,
    label: data[`${field}Label`],
    placeholder: data[`${field}Placeholder`],
    value: values[field],
    onChange: update(field),
    inputRef: (element: TextElement | null) => {
      if (element) inputs.current[field] = element;
      else delete inputs.current[field];
    },
    refusal: refused?.field === field ? refused.message : undefined,
  });

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
      <fieldset className={styles.fields} disabled={submitting} {...STAGED_PARTS}>
        <div className={styles.row}>
          <LabelledField {...control("name")} type="text" autoComplete="name" required />
          <LabelledField {...control("email")} type="email" autoComplete="email" required />
        </div>
        <LabelledField {...control("phone")} type="tel" autoComplete="tel" />
        <LabelledField {...control("message")} required />
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="contact-website">{data.honeypotLabel}</label>
          <input
            id="contact-website"
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.honeypot}
            onChange={update("honeypot")}
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
            {data.consentText} <Link to="/privacy-policy/">{data.consentLinkLabel}</Link> {REQUIRED}
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

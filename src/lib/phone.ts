/** "+39 02 8942 1175" → "tel:+390289421175" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

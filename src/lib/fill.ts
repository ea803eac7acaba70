/** Replaces {name} placeholders in editor copy; unknown placeholders are left as they are. */
export type TemplateValues = Record<string, string | number>;

export function fill(template: string, values: TemplateValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole,
  );
}

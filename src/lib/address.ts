/** The full address of the office, as the Contatti page shows it and {address} becomes. */
export const fullAddress = (
  a: Record<"street" | "postalCode" | "city" | "province" | "country", string>,
) => `${a.street}, ${a.postalCode} ${a.city} (${a.province}), ${a.country}`;

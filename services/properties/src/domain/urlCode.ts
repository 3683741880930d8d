/** A readable, URL-safe slug: "Rue de l'Église 5, Liège" → "rue-de-l-eglise-5-liege". */
export function slugify(text: string, maxLength = 100): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, maxLength).replace(/-+$/, '');
}

/** The urlCode base of an address: street, number, box and city. */
export function urlCodeBase(address: {
  street: string;
  houseNumber: string;
  bus?: string | null;
  city: string;
}): string {
  return (
    slugify([address.street, address.houseNumber, address.bus, address.city].filter(Boolean).join(' ')) ||
    'property'
  );
}

/** `base` when free, else the first free `base-2`, `base-3`, … */
export function firstFreeUrlCode(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

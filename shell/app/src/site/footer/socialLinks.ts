/**
 * SPEC §2 footer social links. The accounts are not part of the branding contract yet, so a white-label brand
 * shows these too; move them into /api/shell-config branding when brands need their own.
 */
export const SOCIAL_LINKS = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/immodesk' },
  { name: 'Facebook', href: 'https://www.facebook.com/immodesk' },
  { name: 'Instagram', href: 'https://www.instagram.com/immodesk' },
] as const;

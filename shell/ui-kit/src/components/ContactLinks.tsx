/** A phone number that dials: the `tel:` address keeps only digits and `+`; `label` is how it is shown, if not as stored. */
export function PhoneLink({ phone, label }: { phone: string; label?: string }) {
  return <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{label ?? phone}</a>;
}

/** An e-mail address that opens the mail program. */
export function EmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}

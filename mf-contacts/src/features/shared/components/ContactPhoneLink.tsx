import { formatPhone } from '@immodesk/contracts/common/phone';
import { PhoneLink } from '@immodesk/ui-kit';

/** A stored (E.164) phone number, shown the Belgian way and dialled as stored. */
export function ContactPhoneLink({ phone }: { phone: string }) {
  return <PhoneLink phone={phone} label={formatPhone(phone)} />;
}

import type { Address } from '@/lib/model/address';

interface PostalAddressProps {
  address: Omit<Address, 'id'>;
  company?: boolean;
  phone?: boolean;
  /** The surrounding page's own look for the block (the thank-you record's muted recap). */
  className?: string;
}

/**
 * An address as the shop writes it, wherever it is shown (the address book, an order, the thank-you
 * record): the name, the company when asked for, the street lines, "postcode city (state)", the
 * country and, when asked for, the phone. A checkout address becomes one through
 * `addressOfCheckoutFields` (lib/address/wire.ts).
 */
export function PostalAddress({ address: a, company = false, phone = false, className }: PostalAddressProps) {
  return (
    <address className={className} style={{ fontStyle: 'normal' }}>
      <strong>
        {a.firstname} {a.lastname}
      </strong>
      {company && a.company && (
        <>
          <br />
          {a.company}
        </>
      )}
      <br />
      {a.address1}
      {a.address2 && <>, {a.address2}</>}
      <br />
      {a.zipcode} {a.city}
      {a.stateName && <> ({a.stateName})</>}
      <br />
      {a.countryName}
      {phone && (
        <>
          <br />
          {a.phone}
        </>
      )}
    </address>
  );
}

/**
 * The one-line form of an address (a choice among saved ones, the checkout's recap of its address
 * step): "name, street, second line, postcode city, state, country", leaving out what is empty; the
 * country by name when known, else its code.
 */
export function addressLine(a: Omit<Address, 'id'>): string {
  const name = `${a.firstname} ${a.lastname}`.trim();
  return [name, a.address1, a.address2, `${a.zipcode} ${a.city}`.trim(), a.stateName, a.countryName || a.countryIso].filter(Boolean).join(', ');
}

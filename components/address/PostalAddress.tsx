import type { Address } from '@/lib/address/wire';

/**
 * A saved address as the shop writes it: the name, the company when asked for, the street lines,
 * "postcode city (state)", the country and, when asked for, the phone.
 */
export function PostalAddress({ address: a, company = false, phone = false }: { address: Omit<Address, 'id'>; company?: boolean; phone?: boolean }) {
  return (
    <address style={{ fontStyle: 'normal' }}>
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

/** The one-line form of an address, for a choice among saved ones. */
export function addressLine(a: Omit<Address, 'id'>): string {
  return `${a.firstname} ${a.lastname}, ${a.address1}, ${a.zipcode} ${a.city}, ${a.countryName || a.countryIso}`;
}

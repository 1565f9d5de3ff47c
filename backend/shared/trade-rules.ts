/**
 * The trade application's fixed facts the commerce service checks: choices, password length and what
 * a resale certificate may be. Mirrors lib/trade/rules.ts, which the form and the storefront's route
 * handler use (the backend never imports the storefront); tests/backend/shared/tables.test.ts fails
 * when the two differ.
 */
export const PROJECT_TYPES = ['residential', 'commercial', 'hospitality', 'office'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const COMPANY_SIZES = ['1', '2-10', '11-50', '51-200', '201+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** §5/§9: trade passwords are 8 to 25 characters. */
export const TRADE_PASSWORD = { min: 8, max: 25 } as const;

/** A resale certificate: a PDF, JPEG or PNG of at most 10 MB. */
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;
export const CERTIFICATE_TYPES = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
} as const;
export type CertificateType = keyof typeof CERTIFICATE_TYPES;

export type CertificateProblem = 'missing' | 'type' | 'size';

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** The type a file's name claims, when it is one we take. */
export function certificateTypeByName(name: string): CertificateType | null {
  const ext = extensionOf(name);
  for (const [type, exts] of Object.entries(CERTIFICATE_TYPES) as [CertificateType, readonly string[]][]) {
    if (exts.includes(ext)) return type;
  }
  return null;
}

/** The type the file's first bytes prove (PDF, JPEG and PNG signatures); the name alone proves nothing. */
export function sniffCertificateType(head: Uint8Array): CertificateType | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'; // %PDF-
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  return null;
}

/**
 * What is wrong with a certificate, or null. In the browser only the name and size are known; on the
 * server pass the first bytes too, and the name must agree with them.
 */
export function certificateProblem(file: { name: string; size: number } | null | undefined, head?: Uint8Array): CertificateProblem | null {
  if (!file || file.size === 0) return 'missing';
  const byName = certificateTypeByName(file.name);
  if (!byName) return 'type';
  if (head && sniffCertificateType(head) !== byName) return 'type';
  if (file.size > CERTIFICATE_MAX_BYTES) return 'size';
  return null;
}

/** A website or a professional social media page: a host with a dot and a top-level domain, http(s) or no scheme. */
export function isWebsite(value: string): boolean {
  const v = value.trim();
  if (!v || /\s/.test(v)) return false;
  try {
    const url = new URL(/^https?:\/\//i.test(v) ? v : `https://${v}`);
    return /^https?:$/.test(url.protocol) && /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/**
 * The trade application's fixed facts (spec §3, §5, §9), shared by the form and the storefront's route
 * handler: choices, password length and what a resale certificate may be. The commerce service checks
 * the same facts from its own copy (backend/shared/trade-rules.ts); tests/backend/shared/tables.test.ts
 * keeps the two identical.
 * No schema library here, so the browser can import it without zod.
 */
export const PROJECT_TYPES = ['residential', 'commercial', 'hospitality', 'office'] as const;

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
/** For the file input's `accept`. */
export const CERTIFICATE_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

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

/**
 * A certificate must be a document someone could read, not only carry the right first bytes (issue
 * 36: a 30-byte "PDF" made a pending trade account). At least CERTIFICATE_MIN_BYTES; a PDF with its
 * header, at least one object and its cross-reference trailer (`startxref`, `%%EOF`) at the end; a
 * PNG or JPEG whose header gives a picture of at least CERTIFICATE_MIN_PIXELS on each side, complete
 * to its end marker. Whether it is a genuine resale certificate is the trade team's call (README).
 */
export const CERTIFICATE_MIN_BYTES = 2 * 1024;
export const CERTIFICATE_MIN_PIXELS = 300;

const latin1 = (bytes: Uint8Array, from = 0, to = bytes.length) => {
  let text = '';
  for (let i = Math.max(0, from); i < Math.min(bytes.length, to); i += 1) text += String.fromCharCode(bytes[i]);
  return text;
};

function readablePdf(bytes: Uint8Array): boolean {
  if (!/^%PDF-[12]\.\d/.test(latin1(bytes, 0, 8))) return false;
  const tail = latin1(bytes, bytes.length - 1024);
  if (!/startxref\s+\d+\s+%%EOF\s*$/.test(tail)) return false;
  return /\d+\s+\d+\s+obj\b/.test(latin1(bytes, 0, Math.min(bytes.length, 64 * 1024)));
}

function readablePng(bytes: Uint8Array): boolean {
  if (bytes.length < 45 || latin1(bytes, 12, 16) !== 'IHDR') return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width < CERTIFICATE_MIN_PIXELS || height < CERTIFICATE_MIN_PIXELS || width > 30_000 || height > 30_000) return false;
  return latin1(bytes, bytes.length - 8, bytes.length - 4) === 'IEND';
}

function readableJpeg(bytes: Uint8Array): boolean {
  if (bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return false;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return false;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = (bytes[offset + 2] << 8) | bytes[offset + 3];
    // SOF0..SOF15 but DHT (C4), JPG (C8) and DAC (CC): the frame header with the picture's size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      const height = (bytes[offset + 5] << 8) | bytes[offset + 6];
      const width = (bytes[offset + 7] << 8) | bytes[offset + 8];
      return width >= CERTIFICATE_MIN_PIXELS && height >= CERTIFICATE_MIN_PIXELS;
    }
    if (length < 2) return false;
    offset += 2 + length;
  }
  return false;
}

/** 'unreadable' when the whole file is not a plausible PDF, PNG or JPEG of `type`, else null. */
export function certificateContentProblem(bytes: Uint8Array, type: CertificateType): 'unreadable' | null {
  if (bytes.length < CERTIFICATE_MIN_BYTES) return 'unreadable';
  const readable = type === 'application/pdf' ? readablePdf(bytes) : type === 'image/png' ? readablePng(bytes) : readableJpeg(bytes);
  return readable ? null : 'unreadable';
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

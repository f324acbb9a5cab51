import { isLinkSignature, linkSignature } from '../../lib/link-signatures.ts';

/**
 * The e-mailed link to one data export: `/api/users/data-export/<id>?token=<exp>.<sig>`. It is opened from an e-mail,
 * in a browser that holds no bearer token, so the signature is the authority: an HMAC over the export's id and the
 * expiry, with a key derived from the JWT secret for this purpose alone. Another export's token, a changed expiry or an
 * expired link is refused. The link works as long as the zip is kept (the sweep removes it at the same moment).
 */
const purpose = 'data-export-link';

export const dataExportPath = (exportId: string) => `/api/users/data-export/${exportId}`;

export function signDataExportLink(
  options: { jwtSecret: string; publicUrl: string },
  exportId: string,
  expiresAt: Date,
): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `${options.publicUrl}${dataExportPath(exportId)}?token=${exp}.${linkSignature(options.jwtSecret, purpose, `${exportId}.${exp}`)}`;
}

export type LinkCheck = 'valid' | 'invalid' | 'expired';

/** Whether a token is this server's for this export ('invalid' otherwise), and whether it is still in time. */
export function checkDataExportToken(jwtSecret: string, exportId: string, token: string, now: Date): LinkCheck {
  const [expText, sig, ...rest] = token.split('.');
  if (!expText || !sig || rest.length > 0 || !/^\d{1,12}$/.test(expText)) return 'invalid';
  const exp = Number(expText);
  if (!isLinkSignature(jwtSecret, purpose, `${exportId}.${exp}`, sig)) return 'invalid';
  return exp * 1000 <= now.getTime() ? 'expired' : 'valid';
}

// The platform's CSP report endpoint: the brand pages' header policy sends violations here (report-uri
// as application/csp-report, report-to as application/reports+json). Small bodies only, kept in a
// bounded table without query strings, and read back through the control API (control/cspReports.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CSP_REPORT_PATH } from '../../core/api/wire/cspReport.js';
import type { Db } from '../db/database.js';
import { ApiError } from './envelope.js';
import { mediaTypeOf, readBody, send, sendJson } from './io.js';

/** A report is a few hundred bytes; a Reporting API batch holds a handful. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;

/** The newest reports kept; older ones are dropped as new ones come. */
const KEPT = 500;
/** Longest text kept of one field. */
const FIELD_CHARS = 1024;

const TYPES = ['application/csp-report', 'application/reports+json'];

export interface CspViolation {
  documentUri: string;
  blockedUri: string;
  directive: string;
  disposition: string;
}

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A field as text: without query or fragment (a page opened with ?token= reports its address). */
function text(value: unknown): string {
  return (typeof value === 'string' ? value : '').split(/[?#]/)[0]!.slice(0, FIELD_CHARS);
}

/** The violations of a body in either format; anything else in it is ignored. */
export function violationsOf(type: string, body: unknown): CspViolation[] {
  if (type === 'application/csp-report') {
    const r = isObj(body) && isObj(body['csp-report']) ? body['csp-report'] : undefined;
    if (!r) return [];
    return [
      {
        documentUri: text(r['document-uri']),
        blockedUri: text(r['blocked-uri']),
        directive: text(r['effective-directive'] ?? r['violated-directive']),
        disposition: text(r.disposition ?? 'enforce'),
      },
    ];
  }
  if (!Array.isArray(body)) return [];
  return body
    .filter((r): r is Record<string, unknown> => isObj(r) && r.type === 'csp-violation')
    .map((r) => (isObj(r.body) ? r.body : {}))
    .map((b) => ({
      documentUri: text(b.documentURL),
      blockedUri: text(b.blockedURL),
      directive: text(b.effectiveDirective),
      disposition: text(b.disposition ?? 'enforce'),
    }));
}

const refuse = (res: ServerResponse, status: number, message: string) =>
  sendJson(res, status, new ApiError('VALIDATION_FAILED', message).toEnvelope());

/** POST /wps/csp-report: stores the violations and answers 204; needs no merchant and no token. */
export async function receiveCspReport(
  db: Db,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    return refuse(res, 405, `${req.method} not allowed on ${CSP_REPORT_PATH}`);
  }
  const type = mediaTypeOf(req.headers['content-type']);
  if (!TYPES.includes(type)) return refuse(res, 415, `content type is one of ${TYPES.join(', ')}`);
  if (Number(req.headers['content-length'] ?? 0) > CSP_REPORT_MAX_BYTES)
    return refuse(res, 413, 'report too large');
  let raw: string;
  try {
    raw = await readBody(req, CSP_REPORT_MAX_BYTES);
  } catch {
    return refuse(res, 413, 'report too large');
  }
  let body: unknown;
  try {
    body = JSON.parse(raw) as unknown;
  } catch {
    return refuse(res, 400, 'report is not JSON');
  }
  for (const v of violationsOf(type, body).slice(0, 20))
    await db.query(
      'INSERT INTO csp_reports (document_uri, blocked_uri, directive, disposition) VALUES ($1, $2, $3, $4)',
      [v.documentUri, v.blockedUri, v.directive, v.disposition],
    );
  await db.query('DELETE FROM csp_reports WHERE id <= (SELECT max(id) FROM csp_reports) - $1', [
    KEPT,
  ]);
  send(res, 204, '', 'text/plain');
}

/** The kept reports, oldest first. */
export async function readCspReports(db: Pick<Db, 'query'>): Promise<CspViolation[]> {
  const { rows } = await db.query<{
    document_uri: string;
    blocked_uri: string;
    directive: string;
    disposition: string;
  }>('SELECT * FROM csp_reports ORDER BY id');
  return rows.map((r) => ({
    documentUri: r.document_uri,
    blockedUri: r.blocked_uri,
    directive: r.directive,
    disposition: r.disposition,
  }));
}
